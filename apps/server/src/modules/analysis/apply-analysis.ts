import { parseExperienceYears, type TCvAnalysis, type TJdAnalysis } from '@staffing/domain';

const HEADING_LINE =
  /^(fiche de poste|offre d['’]emploi|description (du poste|de poste|de la mission)|job description|job offer|annonce|mission|contexte|context|about (us|the role))\s*:?$/i;
const TITLE_LABEL =
  /^(intitul[ée] du poste|intitul[ée]|poste|titre|job title|position|role|title)\s*[:：-]\s*/i;

/** "fiche_poste-dev-java_v2.pdf" → "fiche poste dev java v2": what the user named the file. */
export function titleFromFilename(filename: string): string {
  const stem = filename
    .replace(/\.[^.]+$/, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const title = stem.length >= 3 ? stem : `Job description ${stem}`.trim();
  return title.slice(0, 200);
}

/** A person's name guessed from "CV_Jean_Dupont.pdf" until the analysis reads the real one. */
export function nameFromFilename(filename: string): string {
  const stem = filename
    .replace(/\.[^.]+$/, '')
    .replace(/\b(cv|resume|curriculum( vitae)?)\b/gi, ' ')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (stem.length >= 2 ? stem : 'Unnamed candidate').slice(0, 200);
}

/**
 * The job title a reader sees first: a "Poste : ..." line, else the first short line of the
 * document that is not a generic heading; the file name when the text offers nothing better.
 */
export function guessJobTitle(text: string, filename: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 15);
  for (const line of lines) {
    if (TITLE_LABEL.test(line)) {
      const value = line.replace(TITLE_LABEL, '').trim();
      if (value.length >= 3 && value.length <= 120) return value;
    }
  }
  for (const line of lines.slice(0, 5)) {
    const letters = line.match(/\p{L}/gu)?.length ?? 0;
    if (
      HEADING_LINE.test(line) ||
      letters < 3 ||
      line.length > 100 ||
      /[.!?]$/.test(line) ||
      /@|https?:/.test(line)
    )
      continue;
    return line.replace(/^[#*•\-\s]+/, '').slice(0, 200);
  }
  return titleFromFilename(filename);
}

/** The need columns a job-description analysis fills (the spec's jdAnalysis object and its flat copy). */
export function needFieldsFromJdAnalysis(
  analysis: TJdAnalysis,
  links: { jdS3Url: string | null; jdAnalysisS3Url: string | null },
) {
  return {
    jdAnalysis: {
      ...analysis,
      jd_s3_url: links.jdS3Url,
      jd_analysis_s3_url: links.jdAnalysisS3Url,
    } as Record<string, unknown>,
    jdAnalysisS3Url: links.jdAnalysisS3Url,
    jdSeniority: analysis.seniority,
    jdTeam: analysis.team,
    jdProjectName: analysis.projectname,
    jdCompany: analysis.company,
    jdLocation: analysis.location,
    jdEducation: analysis.education,
    jdExperienceYears: parseExperienceYears(analysis.experienceyears),
    jdResponsibilities: analysis.responsibilities,
    jdRequiredSkills: analysis.requiredskills,
    jdDesiredSkills: analysis.desiredskills,
    jdSoftSkills: analysis.soft_skills,
    // The budget the posting states; like every analysed field it fills only an empty TJM no
    // person typed (the caller filters with keepFillableByAnalysis).
    ...(analysis.dailyrate !== null ? { tjm: analysis.dailyrate } : {}),
  };
}

const json = (list: string[]) => JSON.stringify(list);

/** The candidate's CV columns from an analysis; identity fields (name, e-mail, phone) are separate. */
export function candidateFieldsFromCvAnalysis(analysis: TCvAnalysis) {
  const e1 = analysis.experience1;
  const e2 = analysis.experience2;
  const e3 = analysis.experience3;
  return {
    skills: analysis.hardskills,
    cvAnalysis: analysis as unknown as Record<string, unknown>,
    cvRole: analysis.role,
    cvExperienceYears: analysis.experienceyears,
    cvTrigramme: analysis.trigramme,
    cvCity: analysis.city,
    cvPostalCode: analysis.postalcode,
    cvCountry: analysis.country,
    cvAvailability: analysis.availability,
    cvEducation: analysis.education,
    cvHardSkillsJson: json(analysis.hardskills),
    cvSoftSkillsJson: json(analysis.softskills),
    cvKeyStrengthsJson: json(analysis.keystrengths),
    cvLanguagesJson: json(analysis.languages),
    cvMissingSkillsJson: json(analysis.missingskills),
    cv1stExperienceTitle: e1?.title ?? null,
    cv1stExperienceCompany: e1?.company ?? null,
    cv1stExperienceStartDate: e1?.startDate ?? null,
    cv1stExperienceEndDate: e1?.endDate ?? null,
    cv1stExperienceLocation: e1?.location ?? null,
    cv1stExperienceResponsibilitiesJson: e1 ? json(e1.responsibilities) : null,
    cv2ndExperienceTitle: e2?.title ?? null,
    cv2ndExperienceCompany: e2?.company ?? null,
    cv2ndExperienceStartDate: e2?.startDate ?? null,
    cv2ndExperienceEndDate: e2?.endDate ?? null,
    cv2ndExperienceLocation: e2?.location ?? null,
    cv3rdExperienceTitle: e3?.title ?? null,
    cv3rdExperienceCompany: e3?.company ?? null,
    cv3rdExperienceStartDate: e3?.startDate ?? null,
    cv3rdExperienceEndDate: e3?.endDate ?? null,
    cv3rdExperienceLocation: e3?.location ?? null,
  };
}
