import {
  CRM_ERROR_KINDS,
  ZCrmFlowError,
  type TCrmErrorKind,
  type TCrmHealthFailure,
} from '@staffing/domain';
import type { TCrmFailureRow } from './crm-health.repository.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toCrmErrorKind(kind: string): TCrmErrorKind {
  return (CRM_ERROR_KINDS as readonly string[]).includes(kind) ? (kind as TCrmErrorKind) : 'other';
}

/** A failed run as the health view lists it; the CRM's own message before the flow's error. */
export function serializeCrmFailure(row: TCrmFailureRow): TCrmHealthFailure {
  const kept = ZCrmFlowError.partial().safeParse(row.crmError ?? {});
  const crm = kept.success ? kept.data : {};
  return {
    flowId: row.id,
    type: row.type,
    status: row.status === 'failed' ? 'error' : row.status,
    needId: row.needId,
    needName: row.needName,
    candidateName: row.candidateName,
    errorCode: crm.errorCode ?? null,
    kind: toCrmErrorKind(row.kind),
    message: crm.message || row.error,
    fields: crm.fields ?? [],
    stage: crm.stage ?? row.stage,
    failedAt: iso(row.failedAt),
  };
}
