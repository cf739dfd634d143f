import {
  FLOW_CATEGORIES,
  FLOW_STAGE_ROLES,
  normaliseFlowStatus,
  type TFlow,
  type TFlowCategory,
  type TFlowStageAttempt,
  type TFlowStageRole,
} from '@staffing/domain';
import type { TFlowRow, TStageAttemptRow } from './flows.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Claim tokens and leases are the runner's business: they never leave the server. */
export function serializeFlow(row: TFlowRow, stages?: TStageAttemptRow[]): TFlow {
  const status = normaliseFlowStatus(row.status) as TFlow['status'];
  const category = (FLOW_CATEGORIES as readonly string[]).includes(row.category)
    ? (row.category as TFlowCategory)
    : 'analysis_processing';
  const metadata = row.metadata ?? null;
  return {
    id: row.id,
    flowId: row.id,
    type: row.type,
    status,
    progress: Math.max(0, Math.min(100, row.progress)),
    category,
    stage: row.stage,
    needId: row.needId,
    needName: row.needName,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    clientEmail: row.clientEmail,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    duration:
      row.startedAt && row.completedAt
        ? Math.max(0, row.completedAt.getTime() - row.startedAt.getTime())
        : null,
    message: row.message,
    error: row.error,
    payload: row.payload ?? null,
    originalPayload:
      (metadata?.originalPayload as Record<string, unknown> | undefined) ?? row.payload ?? null,
    metadata,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(stages ? { stages: stages.map(serializeStageAttempt) } : {}),
  };
}

export function serializeStageAttempt(row: TStageAttemptRow): TFlowStageAttempt {
  const role = (FLOW_STAGE_ROLES as readonly string[]).includes(row.role ?? '')
    ? (row.role as TFlowStageRole)
    : null;
  return {
    stage: row.stage,
    role,
    attempt: row.attempt,
    status: row.status as TFlowStageAttempt['status'],
    queuedAt: iso(row.queuedAt),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    durationMs: row.durationMs,
    queueWaitMs: row.queueWaitMs,
    inputSummary: row.inputSummary,
    outputSummary: row.outputSummary,
    error: row.error,
  };
}
