import {
  columnToStatus,
  type TJdAnalysisStatus,
  type TNeed,
  type TNeedColumn,
  type TNeedJdAnalysis,
  type TNeedsCsvRow,
} from '@staffing/domain';
import type { TNeedCsvRecord, TNeedRecord } from './need-record.sql.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The only shape of a need that leaves the server (domain ZNeed): camelCase, ISO dates. */
export function serializeNeed(row: TNeedRecord): TNeed {
  return {
    ...serializeNeedCsvRow(row),
    description: row.description,
    category: row.category,
    consultantUsers: row.consultantUsers,
    candidates: row.candidateIds,
    candidateCount: row.candidateIds.length,
    previousColumn: (row.previousColumn as TNeedColumn | null) ?? null,
    progressPct: row.progressPct,
    jobDescriptionFile: row.jobDescriptionFile,
    opportunitySalesforceUrl: row.opportunitySalesforceUrl,
    opportunitySalesforceId: row.opportunitySalesforceId,
    opportunityCreatedAt: iso(row.opportunityCreatedAt),
    missionSalesforceUrl: row.missionSalesforceUrl,
    missionCreatedAt: iso(row.missionCreatedAt),
    propositionSalesforceId: row.propositionSalesforceId,
    propositionSalesforceUrl: row.propositionSalesforceUrl,
    propositionCreatedAt: iso(row.propositionCreatedAt),
    jdS3Url: row.jdS3Url,
    jdAnalysisS3Url: row.jdAnalysisS3Url,
    jdAnalysis: (row.jdAnalysis as TNeedJdAnalysis | null) ?? null,
    jdSeniority: row.jdSeniority,
    jdTeam: row.jdTeam,
    jdProjectName: row.jdProjectName,
    jdCompany: row.jdCompany,
    jdLocation: row.jdLocation,
    jdEducation: row.jdEducation,
    jdExperienceYears: row.jdExperienceYears,
    jdStartDate: row.jdStartDate,
    jdDuration: row.jdDuration,
    jdRemoteDays: row.jdRemoteDays,
    jdResponsibilities: row.jdResponsibilities,
    jdDesiredSkills: row.jdDesiredSkills,
    jdSoftSkills: row.jdSoftSkills,
    manualFields: row.manualFields ?? [],
    version: row.version,
  };
}

/** What the needs export prints of a need: the fields serializeNeed starts from. */
export function serializeNeedCsvRow(row: TNeedCsvRecord): TNeedsCsvRow {
  const column = row.column as TNeedColumn;
  return {
    id: row.id,
    title: row.title,
    client: row.client,
    priority: row.priority,
    column,
    status: columnToStatus(column) ?? 'no-candidate',
    consultants: row.consultants,
    quantity: row.quantity,
    tjm: row.tjm,
    orderClients: row.orderClients,
    orderClientsEmail: row.orderClientsEmail,
    jdAnalysisStatus: (row.jdAnalysisStatus as TJdAnalysisStatus | null) ?? null,
    jdRequiredSkills: row.jdRequiredSkills,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
