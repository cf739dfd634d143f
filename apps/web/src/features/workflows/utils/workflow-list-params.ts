import {
  WORKFLOW_REQUEST_STATUSES,
  WORKFLOW_REQUEST_TYPES,
  type TWorkflowRequestStatus,
  type TWorkflowRequestType,
} from '@staffing/domain';

/** Rows per page of the Workflow Requests table. */
export const WORKFLOW_PAGE_SIZE = 20;

/** What the Workflow Requests page keeps in its URL. */
export type TWorkflowListFilters = {
  status: TWorkflowRequestStatus | null;
  type: TWorkflowRequestType | null;
  search: string;
  page: number;
};

/** What the page asks GET /workflow-requests for (empty values left out). */
export type TWorkflowListParams = {
  page: number;
  size: number;
  status?: TWorkflowRequestStatus;
  type?: TWorkflowRequestType;
  search?: string;
};

/** A status filter value, or null for an empty or unknown one. */
export function toStatusFilter(value: string | null | undefined): TWorkflowRequestStatus | null {
  const v = value?.trim().toUpperCase() ?? '';
  return (WORKFLOW_REQUEST_STATUSES as readonly string[]).includes(v)
    ? (v as TWorkflowRequestStatus)
    : null;
}

/** A type filter value, or null for an empty or unknown one. */
export function toTypeFilter(value: string | null | undefined): TWorkflowRequestType | null {
  const v = value?.trim().toLowerCase() ?? '';
  return (WORKFLOW_REQUEST_TYPES as readonly string[]).includes(v)
    ? (v as TWorkflowRequestType)
    : null;
}

/** Reads the filters from the URL; unknown values are dropped so a stale link still opens. */
export function readWorkflowFilters(params: URLSearchParams): TWorkflowListFilters {
  const page = Number(params.get('page'));
  return {
    status: toStatusFilter(params.get('status')),
    type: toTypeFilter(params.get('type')),
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the filters back, leaving out empty values; other parameters of the URL are kept. */
export function writeWorkflowFilters(
  filters: TWorkflowListFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['status', 'type', 'search', 'page']) next.delete(key);
  if (filters.status) next.set('status', filters.status);
  if (filters.type) next.set('type', filters.type);
  if (filters.search.trim()) next.set('search', filters.search);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

export function toWorkflowListParams(
  filters: TWorkflowListFilters,
  size = WORKFLOW_PAGE_SIZE,
): TWorkflowListParams {
  const params: TWorkflowListParams = { page: filters.page, size };
  if (filters.status) params.status = filters.status;
  if (filters.type) params.type = filters.type;
  if (filters.search.trim()) params.search = filters.search.trim();
  return params;
}

/** Whether a request belongs on a list asked with these filters (search is the server's call). */
export function matchesWorkflowListParams(
  request: { status: TWorkflowRequestStatus; type: TWorkflowRequestType },
  params: TWorkflowListParams,
): boolean {
  if (params.status && request.status !== params.status) return false;
  if (params.type && request.type !== params.type) return false;
  return true;
}
