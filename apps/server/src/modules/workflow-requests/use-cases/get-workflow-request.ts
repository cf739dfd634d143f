import type { TWorkflowRequestDetail } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { requireAccess } from '../workflow-request-access.ts';
import {
  serializeWorkflowRequest,
  serializeWorkflowRequestContext,
} from '../workflow-requests.serializer.ts';
import type { TWorkflowRequestsContext } from './context.ts';

export async function getWorkflowRequest(
  ctx: TWorkflowRequestsContext,
  actor: TActor,
  id: string,
): Promise<TWorkflowRequestDetail> {
  const { deps, load } = ctx;
  requireAccess(actor);
  const row = await load(id);
  const [need, candidate] = await Promise.all([
    deps.needs.findById(row.needId),
    row.candidateId ? deps.candidates.findById(row.candidateId) : undefined,
  ]);
  return {
    ...serializeWorkflowRequest(row),
    context: serializeWorkflowRequestContext(need, candidate),
  };
}
