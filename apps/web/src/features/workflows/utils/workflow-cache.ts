import {
  ZWorkflowRequest,
  type TPage,
  type TWorkflowRequest,
  type TWorkflowRequestDetail,
} from '@staffing/domain';
import { matchesWorkflowListParams, type TWorkflowListParams } from './workflow-list-params.ts';

/** What a live event says about one request: its new state, or that it is gone. */
export type TWorkflowChange =
  { kind: 'upsert'; request: TWorkflowRequest } | { kind: 'deleted'; id: string };

/**
 * Reads a workflow_request_updated / workflow_request_triggered payload (the serialized
 * request, or `{id, deleted: true}` after a delete). Anything else is null and ignored.
 */
export function readWorkflowChange(
  payload: unknown,
  entityId: string | null,
): TWorkflowChange | null {
  if (
    payload &&
    typeof payload === 'object' &&
    (payload as { deleted?: unknown }).deleted === true
  ) {
    const id = (payload as { id?: unknown }).id;
    const target = typeof id === 'string' ? id : entityId;
    return target ? { kind: 'deleted', id: target } : null;
  }
  const parsed = ZWorkflowRequest.safeParse(payload);
  return parsed.success ? { kind: 'upsert', request: parsed.data } : null;
}

/** An older copy never replaces a newer one (events may cross a refetch). */
function isNewer(incoming: TWorkflowRequest, current: TWorkflowRequest): boolean {
  return Date.parse(incoming.updatedAt) >= Date.parse(current.updatedAt);
}

/**
 * One list page after a change. `refetch` says the page cannot be patched in place: a request
 * it does not hold now matches its filters on the first page (newest first), or one it holds no
 * longer matches and the page should refill.
 */
export function mergeWorkflowChangeIntoPage(
  page: TPage<TWorkflowRequest>,
  change: TWorkflowChange,
  params: TWorkflowListParams,
): { page: TPage<TWorkflowRequest>; refetch: boolean } {
  const id = change.kind === 'deleted' ? change.id : change.request.id;
  const index = page.items.findIndex((item) => item.id === id);
  if (change.kind === 'deleted') {
    if (index < 0) return { page, refetch: false };
    const items = page.items.filter((item) => item.id !== id);
    return { page: { ...page, items, total: Math.max(0, page.total - 1) }, refetch: false };
  }
  const { request } = change;
  const matches = matchesWorkflowListParams(request, params);
  if (index < 0) return { page, refetch: matches && page.page === 1 };
  const current = page.items[index]!;
  if (!isNewer(request, current)) return { page, refetch: false };
  if (!matches) {
    const items = page.items.filter((item) => item.id !== id);
    return { page: { ...page, items, total: Math.max(0, page.total - 1) }, refetch: true };
  }
  const items = page.items.slice();
  items[index] = request;
  return { page: { ...page, items }, refetch: false };
}

/** The detail after a change of its own request: new fields, the same business context. */
export function mergeWorkflowChangeIntoDetail(
  detail: TWorkflowRequestDetail,
  request: TWorkflowRequest,
): TWorkflowRequestDetail {
  if (detail.id !== request.id || !isNewer(request, detail)) return detail;
  return { ...detail, ...request, context: detail.context };
}
