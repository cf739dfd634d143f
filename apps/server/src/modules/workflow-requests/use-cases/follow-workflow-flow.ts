import { sql } from 'drizzle-orm';
import { isUuid, type TWorkflowRequest, type TWorkflowRequestStatus } from '@staffing/domain';
import { writeAudit } from '../../../lib/audit.ts';
import { serializeWorkflowRequest } from '../workflow-requests.serializer.ts';
import type { TFlowOutcome, TWorkflowRequestsContext } from './context.ts';

/** The statuses a request may be in when its flow reports each outcome. */
const FOLLOW_FROM: Record<TFlowOutcome['status'], readonly TWorkflowRequestStatus[]> = {
  COMPLETED: ['PENDING', 'IN_PROGRESS'],
  FAILED: ['PENDING', 'IN_PROGRESS'],
  CANCELLED: ['PENDING', 'IN_PROGRESS'],
  IN_PROGRESS: ['FAILED', 'CANCELLED'],
};

/**
 * The request follows its flow: completed → COMPLETED, error → FAILED with the flow's error,
 * cancelled → CANCELLED, restarted → IN_PROGRESS. Only while the request still runs that flow
 * and is in a status the outcome may change (a request cancelled meanwhile stays CANCELLED).
 */
export async function followWorkflowFlow(
  ctx: TWorkflowRequestsContext,
  flow: { id: string; type: string; createdBy: string | null; requestId: string },
  outcome: TFlowOutcome,
): Promise<TWorkflowRequest | undefined> {
  const { db, repo, updated } = ctx;
  if (!isUuid(flow.requestId)) return undefined;
  const row = await db.transaction(async (tx) => {
    const changed = await repo.transitionForFlow(
      flow.requestId,
      flow.id,
      FOLLOW_FROM[outcome.status],
      {
        status: outcome.status,
        lastError: outcome.status === 'FAILED' ? outcome.lastError.slice(0, 10_000) : null,
        ...(outcome.status === 'IN_PROGRESS' ? { attempts: sql`attempts + 1` } : {}),
      },
      tx,
    );
    if (!changed) return undefined;
    await writeAudit(tx, {
      entityType: 'workflow_request',
      entityId: changed.id,
      action: 'follow_flow',
      actorId: flow.createdBy,
      changes: {
        status: changed.status,
        flowId: flow.id,
        source: flow.type,
        ...(outcome.status === 'FAILED' ? { lastError: outcome.lastError } : {}),
      },
    });
    return changed;
  });
  if (row) await updated(row);
  return row ? serializeWorkflowRequest(row) : undefined;
}
