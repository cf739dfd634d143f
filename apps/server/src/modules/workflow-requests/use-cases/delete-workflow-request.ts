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
    deleteAudited(tx, actor, 'workflow_request', id, {
      remove: () => repo.deleteIn(id, WORKFLOW_REQUEST_ACTION_FROM.delete, tx),
      missing: () => refuse(id, 'delete', tx),
      changes: ({ type, status, needId }) => ({ type, status, needId }),
    }),
  );
  await publish(workflowEvent('workflow_request_updated', id, { id, deleted: true }));
}
