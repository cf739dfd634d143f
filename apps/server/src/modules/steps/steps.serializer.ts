import { getStepDetailKey, type TStep, type TStepType } from '@staffing/domain';
import type { TStepRow } from './steps.repository.ts';

const DETAIL_FIELDS = {
  detailCandidateSent: ['clientName', 'clientEmail', 'mailSentDate', 'followUpDate'],
  detailCandidateInterview: ['invitationDate', 'interviewDate', 'interviewLocation'],
  detailGoNoGo: [
    'decision',
    'reason',
    'projectedStartDate',
    'tjm',
    'commercialConcession',
    'endDate',
  ],
  detailSale: ['tjm', 'commercialConcession', 'contractType', 'startDate', 'endDate'],
} as const;

/** Every field of the detail object present, null when unset, so the web reads one shape. */
function shapeDetail(key: keyof typeof DETAIL_FIELDS, stored: Record<string, unknown> | null) {
  const out: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS[key]) out[field] = stored?.[field] ?? null;
  return out;
}

/** A step as it leaves the server: its detail under the name of its own type, the others null. */
export function serializeStep(row: TStepRow): TStep {
  const type = row.type as TStepType;
  const key = getStepDetailKey(type);
  const details = {
    detailCandidateSent: null,
    detailCandidateInterview: null,
    detailGoNoGo: null,
    detailSale: null,
    ...(key ? { [key]: shapeDetail(key, row.detail ?? null) } : {}),
  } as Pick<
    TStep,
    'detailCandidateSent' | 'detailCandidateInterview' | 'detailGoNoGo' | 'detailSale'
  >;
  return {
    id: row.id,
    needId: row.needId,
    candidateId: row.candidateId,
    type,
    status: row.status as TStep['status'],
    date: row.date.toISOString(),
    comment: row.comment,
    propositionUrl: row.propositionUrl,
    missionUrl: row.missionUrl,
    workflowRequestId: row.workflowRequestId,
    salesforceId: row.salesforceId,
    source: row.source,
    priority: row.priority,
    meta: row.meta ?? null,
    ...details,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
  };
}
