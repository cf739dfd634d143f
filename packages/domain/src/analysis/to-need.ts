import { parseExperienceYears } from '../needs/need-analysis.rules.ts';
import type { TJdAnalysis } from './jd-analysis.schema.ts';

/**
 * The need fields a job-description analysis fills: the spec's jdAnalysis object (with the keys
 * of the stored files) and its flat copy. The caller keeps only what the analysis may write
 * (`keepFillableByAnalysis`): hand-entered values win.
 */
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
    jdStartDate: analysis.startdate,
    jdDuration: analysis.duration,
    jdRemoteDays: analysis.remotedays,
    jdResponsibilities: analysis.responsibilities,
    jdRequiredSkills: analysis.requiredskills,
    jdDesiredSkills: analysis.desiredskills,
    jdSoftSkills: analysis.soft_skills,
    // The budget the posting states; like every analysed field it fills only an empty TJM no
    // person typed (the caller filters with keepFillableByAnalysis).
    ...(analysis.dailyrate !== null ? { tjm: analysis.dailyrate } : {}),
  };
}
