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
  const column = row.column as TNeedColumn;
  return {
    id: row.id,
    title: row.title,
    client: row.client,
    priority: row.priority,
    description: row.description,
    category: row.category,
    quantity: row.quantity,
    consultants: row.consultants,
    consultantUsers: row.consultantUsers,
    candidates: row.candidateIds,
    candidateCount: row.candidateIds.length,
    orderClients: row.orderClients,
    orderClientsEmail: row.orderClientsEmail,
    column,
    status: columnToStatus(column) ?? 'no-candidate',
    previousColumn: (row.previousColumn as TNeedColumn | null) ?? null,
    progressPct: row.progressPct,
    tjm: row.tjm,
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
    jdAnalysisStatus: (row.jdAnalysisStatus as TJdAnalysisStatus | null) ?? null,
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
    jdRequiredSkills: row.jdRequiredSkills,
    jdDesiredSkills: row.jdDesiredSkills,
    jdSoftSkills: row.jdSoftSkills,
    manualFields: row.manualFields ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** What the needs export prints of a need, as serializeNeed writes those fields. */
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
