import { isUnspecified, type TNeed } from '@staffing/domain';

/** Job-description details of a need, from the flattened fields or else the analysis object. */
export function getJdDetails(need: TNeed) {
  const analysis = need.jdAnalysis ?? {};
  // 'Non spécifiée' is how the analyzer says it found no location: hidden (spec 000 §3).
  const location = need.jdLocation ?? analysis.location ?? null;
  return {
    seniority: need.jdSeniority ?? analysis.seniority ?? null,
    location: isUnspecified(location) ? null : location,
    team: need.jdTeam ?? analysis.team ?? null,
    education: need.jdEducation ?? analysis.education ?? null,
    projectName: need.jdProjectName ?? analysis.projectname ?? null,
    company: need.jdCompany ?? analysis.company ?? null,
    startDate: need.jdStartDate,
    duration: need.jdDuration,
    remoteDays: need.jdRemoteDays,
    experienceYears:
      need.jdExperienceYears ??
      (analysis.experienceyears != null ? Number(analysis.experienceyears) : null),
    requiredSkills: need.jdRequiredSkills.length
      ? need.jdRequiredSkills
      : (analysis.requiredskills ?? []),
    desiredSkills: need.jdDesiredSkills.length
      ? need.jdDesiredSkills
      : (analysis.desiredskills ?? []),
    softSkills: need.jdSoftSkills.length ? need.jdSoftSkills : (analysis.soft_skills ?? []),
    responsibilities: need.jdResponsibilities.length
      ? need.jdResponsibilities
      : (analysis.responsibilities ?? []),
  };
}

/** Whether the card offers its 'AI Analysis Available' panel. */
export function hasJdAnalysis(need: TNeed): boolean {
  const d = getJdDetails(need);
  return Boolean(d.seniority || d.location || d.team || d.education || d.requiredSkills.length);
}

export { toMantineColor } from '../../../shared/ui/need-status-badge.tsx';
