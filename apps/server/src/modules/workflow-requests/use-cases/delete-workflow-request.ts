import { WORKFLOW_REQUEST_ACTION_FROM } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { deleteAudited } from '../../../lib/audit.ts';
import { requireAccess, requireRequestId, workflowEvent } from '../workflow-request-access.ts';
import type { TWorkflowRequestsContext } from './context.ts';

export async function deleteWorkflowRequest(
  ctx: TWorkflowRequestsContext,
  actor: TActor,
  id: string,
): Promise<void> {
  const { db, repo, refuse, publish } = ctx;
  requireAccess(actor);
  requireRequestId(id);
  await db.transaction((tx) =>
    deleteAudited(
      tx,
      () => repo.deleteIn(id, WORKFLOW_REQUEST_ACTION_FROM.delete, tx),
      () => refuse(id, 'delete', tx),
      {
        entityType: 'workflow_request',
        entityId: id,
        action: 'delete',
        actorId: actor.id,
        changes: (deleted) => ({
          type: deleted.type,
          status: deleted.status,
          needId: deleted.needId,
        }),
      },
    ),
  );
  await publish(workflowEvent('workflow_request_updated', id, { id, deleted: true }));
}
