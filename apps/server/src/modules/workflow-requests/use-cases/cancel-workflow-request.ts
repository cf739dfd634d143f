import {
  WORKFLOW_REQUEST_ACTION_FROM,
  WORKFLOW_REQUEST_ACTION_TARGET,
  type TWorkflowRequest,
} from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { requireAccess, requireRequestId } from '../workflow-request-access.ts';
import { serializeWorkflowRequest } from '../workflow-requests.serializer.ts';
import type { TWorkflowRequestsContext, TWorkflowRunner } from './context.ts';

/** PENDING or IN_PROGRESS → CANCELLED; its flow stops at its next stage boundary. */
export async function cancelWorkflowRequest(
  ctx: TWorkflowRequestsContext & { runner: TWorkflowRunner },
  actor: TActor,
  id: string,
): Promise<TWorkflowRequest> {
  const { db, repo, runner, refuse, updated } = ctx;
  requireAccess(actor);
  requireRequestId(id);
  const row = await db.transaction(async (tx) => {
    const before = await repo.findById(id, tx);
    const cancelled = await repo.transition(
      id,
      WORKFLOW_REQUEST_ACTION_FROM.cancel,
      { status: WORKFLOW_REQUEST_ACTION_TARGET.cancel },
      tx,
    );
    if (!cancelled) throw await refuse(id, 'cancel', tx);
    await writeAudit(tx, {
      entityType: 'workflow_request',
      entityId: id,
      action: 'cancel',
      actorId: actor.id,
      changes: {
        status: { from: before?.status, to: cancelled.status },
        flowId: cancelled.flowId,
      },
    });
    return cancelled;
  });
  if (row.flowId) await runner.cancel(row.flowId, actor.id);
  await updated(row);
  return serializeWorkflowRequest(row);
}
