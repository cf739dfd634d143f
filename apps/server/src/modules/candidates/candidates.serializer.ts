import type { TCandidate, TCandidateNeedLink } from '@staffing/domain';
import type { TCandidateRow, TNeedLinkRow } from './candidates.repository.ts';

export function serializeNeedLink(link: TNeedLinkRow): TCandidateNeedLink {
  return {
    needId: link.needId,
    title: link.title,
    client: link.client,
    priority: link.priority,
    column: link.column as TCandidateNeedLink['column'],
    status: link.status,
  };
}

/** Groups need links by candidate, for serialising a page of candidates. */
export function groupLinks(links: readonly TNeedLinkRow[]): Map<string, TNeedLinkRow[]> {
  const map = new Map<string, TNeedLinkRow[]>();
  for (const link of links) {
    const list = map.get(link.candidateId);
    if (list) list.push(link);
    else map.set(link.candidateId, [link]);
  }
  return map;
}

/**
 * A candidate as it leaves the server (domain ZCandidate): camelCase, ISO dates, its needs; with
 * `forNeed`, the need it was listed for and the link status there.
 */
export function serializeCandidate(
  row: TCandidateRow,
  links: readonly TNeedLinkRow[] = [],
  forNeed?: { needId: string; status: string },
): TCandidate {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    skills: row.skills ?? [],
    cvUrl: row.cvUrl,
    cvFileName: row.cvFileName,
    expectedTjm: row.expectedTjm,
    // Absent for Recruiters: lib/confidential-fields.ts drops it from their replies and events.
    consultantDailyCost: row.consultantDailyCost,
    salesforceId: row.salesforceId,
    poolKind: row.poolKind as TCandidate['poolKind'],
    missionEndDate: row.missionEndDate,
    linkedinUrl: row.linkedinUrl,
    needId: forNeed?.needId ?? null,
    cvRole: row.cvRole,
    cvExperienceYears: row.cvExperienceYears,
    cvTrigramme: row.cvTrigramme,
    cvCity: row.cvCity,
    cvPostalCode: row.cvPostalCode,
    cvCountry: row.cvCountry,
    cvAvailability: row.cvAvailability,
    cvEducation: row.cvEducation,
    cvAnalysisStatus: (row.cvAnalysisStatus ?? null) as TCandidate['cvAnalysisStatus'],
    cvAnalysis: row.cvAnalysis ?? null,
    cvHardSkillsJson: row.cvHardSkillsJson,
    cvSoftSkillsJson: row.cvSoftSkillsJson,
    cvKeyStrengthsJson: row.cvKeyStrengthsJson,
    cvLanguagesJson: row.cvLanguagesJson,
    cvMissingSkillsJson: row.cvMissingSkillsJson,
    cv1stExperienceTitle: row.cv1stExperienceTitle,
    cv1stExperienceCompany: row.cv1stExperienceCompany,
    cv1stExperienceStartDate: row.cv1stExperienceStartDate,
    cv1stExperienceEndDate: row.cv1stExperienceEndDate,
    cv1stExperienceLocation: row.cv1stExperienceLocation,
    cv1stExperienceResponsibilitiesJson: row.cv1stExperienceResponsibilitiesJson,
    cv2ndExperienceTitle: row.cv2ndExperienceTitle,
    cv2ndExperienceCompany: row.cv2ndExperienceCompany,
    cv2ndExperienceStartDate: row.cv2ndExperienceStartDate,
    cv2ndExperienceEndDate: row.cv2ndExperienceEndDate,
    cv2ndExperienceLocation: row.cv2ndExperienceLocation,
    cv3rdExperienceTitle: row.cv3rdExperienceTitle,
    cv3rdExperienceCompany: row.cv3rdExperienceCompany,
    cv3rdExperienceStartDate: row.cv3rdExperienceStartDate,
    cv3rdExperienceEndDate: row.cv3rdExperienceEndDate,
    cv3rdExperienceLocation: row.cv3rdExperienceLocation,
    relevanceScore: row.relevanceScore,
    scoreJustification: row.scoreJustification,
    scoreJobId: row.scoreJobId,
    scoredAt: row.scoredAt ? row.scoredAt.toISOString() : null,
    needs: links.map(serializeNeedLink),
    status: forNeed?.status ?? null,
    manualFields: row.manualFields ?? [],
    legalBasis: row.legalBasis as TCandidate['legalBasis'],
    consentGivenAt: row.consentGivenAt ? row.consentGivenAt.toISOString() : null,
    lastContactAt: row.lastContactAt ? row.lastContactAt.toISOString() : null,
    retentionDeadline: row.retentionDeadline ? row.retentionDeadline.toISOString() : null,
    retentionWarnedAt: row.retentionWarnedAt ? row.retentionWarnedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
