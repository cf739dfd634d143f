import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPage, TWorkflowRequest } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import type { TWorkflowListParams } from '../utils/workflow-list-params.ts';
import { workflowKeys } from './workflow-keys.ts';

/** GET /workflow-requests: one page, newest first. */
export async function getWorkflowRequests(
  params: TWorkflowListParams,
): Promise<TPage<TWorkflowRequest>> {
  const reply = await api.get<Partial<TPage<TWorkflowRequest>>>('/workflow-requests', {
    query: {
      page: params.page,
      size: params.size,
      status: params.status,
      type: params.type,
      search: params.search,
    },
  });
  const items = reply.items ?? [];
  const total = reply.total ?? items.length;
  const size = reply.size ?? params.size;
  return {
    items,
    total,
    page: reply.page ?? params.page,
    size,
    pages: reply.pages ?? Math.max(1, Math.ceil(total / size)),
  };
}

/** The list, refetched every `refetchIntervalMs` when given (the auto-refresh fallback). */
export function useWorkflowRequests(
  params: TWorkflowListParams,
  { refetchIntervalMs }: { refetchIntervalMs?: number | false } = {},
) {
  return useQuery({
    queryKey: workflowKeys.list(params),
    queryFn: () => getWorkflowRequests(params),
    placeholderData: keepPreviousData,
    refetchInterval: refetchIntervalMs ?? false,
    // Live events keep the list current; a page opened again is still refetched.
    staleTime: 0,
  });
}
