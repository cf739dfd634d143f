import { toE164Phone } from '../candidates/phone.ts';
import type { TCvAnalysis } from './cv-analysis.schema.ts';
import { alignCvAnalysisWithRecord } from './cv-analysis-record.rules.ts';
import {
  CANDIDATE_ANALYSED_FIELDS,
  canAnalysisFill,
  keepFillableByAnalysis,
} from './manual-fields.ts';

const json = (list: string[]) => JSON.stringify(list);

/**
 * The candidate's CV columns from an analysis, every one of them; identity fields (name, e-mail,
 * phone) are the fill rule's (`fillCandidateFromCvAnalysis`).
 */
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

/** The candidate as the fill rule reads it: its values, by their API names, and the typed ones. */
type TCandidateNow = Record<string, unknown> & {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  manualFields?: string[] | null;
};

/** The e-mail an analysis read, trimmed; null when it read none. */
export function cvAnalysisEmail(analysis: TCvAnalysis): string | null {
  return analysis.email?.trim() || null;
}

/**
 * What an analysis of the candidate's CV writes, before the e-mail (docs/decisions/0012-reviewed-imports.md):
 * empty fields no person set, the status READY, the name when the record has none or only the
 * file's placeholder, the phone in E.164 when the record has none.
 */
export function fillCandidateFromCvAnalysis(
  analysis: TCvAnalysis,
  current: TCandidateNow,
  options: { isPlaceholderName: boolean },
) {
  const manual = current.manualFields ?? [];
  const fields: Partial<ReturnType<typeof candidateFieldsFromCvAnalysis>> & {
    cvAnalysisStatus: 'READY';
    name?: string;
    phone?: string;
    email?: string;
  } = {
    ...keepFillableByAnalysis(
      candidateFieldsFromCvAnalysis(analysis),
      current,
      manual,
      CANDIDATE_ANALYSED_FIELDS,
    ),
    cvAnalysisStatus: 'READY',
  };
  if (analysis.name && !manual.includes('name') && (options.isPlaceholderName || !current.name))
    fields.name = analysis.name.slice(0, 200);
  const phone = analysis.phone ? toE164Phone(analysis.phone) : null;
  if (phone && canAnalysisFill('phone', current.phone, manual)) fields.phone = phone;
  return fields;
}

/**
 * The whole write of an analysis onto the candidate whose CV it read (no merge): the fill, the
 * e-mail when the record has none and no other candidate holds it, and the cvAnalysis object
 * aligned with the values the record keeps.
 */
export function candidatePatchFromCvAnalysis(
  analysis: TCvAnalysis,
  current: TCandidateNow,
  options: { isPlaceholderName: boolean; emailHeldByOther: boolean },
) {
  const fields = fillCandidateFromCvAnalysis(analysis, current, options);
  const email = cvAnalysisEmail(analysis);
  if (
    email &&
    !options.emailHeldByOther &&
    canAnalysisFill('email', current.email, current.manualFields ?? [])
  )
    fields.email = email;
  fields.cvAnalysis = alignCvAnalysisWithRecord(analysis, current, fields);
  return fields;
}

/** `hardSkills`, `hard_skills` and `hardskills` all read as `hardskills`. */
function normaliseKeys(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.toLowerCase().replace(/_/g, ''), v]),
  );
}

const text = (v: unknown): string | undefined => {
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};
const list = (v: unknown): string[] | undefined =>
  Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string' && !!x.trim()).map((x) => x.trim())
    : undefined;

const LIST_FIELDS = {
  hardskills: 'cvHardSkillsJson',
  softskills: 'cvSoftSkillsJson',
  keystrengths: 'cvKeyStrengthsJson',
  languages: 'cvLanguagesJson',
  missingskills: 'cvMissingSkillsJson',
} as const;
const TEXT_FIELDS = {
  role: 'cvRole',
  experienceyears: 'cvExperienceYears',
  city: 'cvCity',
  postalcode: 'cvPostalCode',
  country: 'cvCountry',
  availability: 'cvAvailability',
  education: 'cvEducation',
} as const;
const EXPERIENCES = [
  ['experience1', 'cv1st'],
  ['experience2', 'cv2nd'],
  ['experience3', 'cv3rd'],
] as const;
const EXPERIENCE_FIELDS = [
  ['title', 'Title'],
  ['company', 'Company'],
  ['startdate', 'StartDate'],
  ['enddate', 'EndDate'],
  ['location', 'Location'],
] as const;

/**
 * The candidate columns an analysis object a client sent fills (any spelling of its keys), so
 * the JSON-text list fields and the flat CV fields stay in step with `cvAnalysis`. Only what the
 * object actually gives is returned; the skills only when the candidate has none.
 */
export function candidateFieldsFromAnalysisObject(
  analysis: Record<string, unknown>,
  current: { skills: string[] },
): Record<string, string | string[]> {
  const a = normaliseKeys(analysis);
  const out: Record<string, string | string[]> = {};
  for (const [key, column] of Object.entries(LIST_FIELDS)) {
    const values = list(a[key]);
    if (values) out[column] = JSON.stringify(values);
  }
  for (const [key, column] of Object.entries(TEXT_FIELDS)) {
    const value = text(a[key]);
    if (value) out[column] = value;
  }
  const trigramme = text(a.trigramme);
  if (trigramme) out.cvTrigramme = trigramme.slice(0, 3).toUpperCase();
  for (const [key, prefix] of EXPERIENCES) {
    const e = normaliseKeys(a[key]);
    for (const [field, suffix] of EXPERIENCE_FIELDS) {
      const value = text(e[field]);
      if (value) out[`${prefix}Experience${suffix}`] = value;
    }
    const responsibilities = list(e.responsibilities);
    if (prefix === 'cv1st' && responsibilities)
      out.cv1stExperienceResponsibilitiesJson = JSON.stringify(responsibilities);
  }
  const hard = list(a.hardskills);
  if (hard?.length && current.skills.length === 0) out.skills = hard;
  return out;
}
