import { toPage, type TWorkflowRequestListQuery } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { requireAccess } from '../workflow-request-access.ts';
import { serializeWorkflowRequest } from '../workflow-requests.serializer.ts';
import type { TWorkflowRequestsContext } from './context.ts';

export async function listWorkflowRequests(
  ctx: TWorkflowRequestsContext,
  actor: TActor,
  query: TWorkflowRequestListQuery,
) {
  const { repo } = ctx;
  requireAccess(actor);
  const { rows, total } = await repo.list(
    {
      statuses: query.status,
      types: query.type,
      needId: query.needId,
      candidateId: query.candidateId,
      search: query.search,
    },
    { page: query.page, size: query.size },
  );
  return toPage(rows.map(serializeWorkflowRequest), total, query.page, query.size);
}
