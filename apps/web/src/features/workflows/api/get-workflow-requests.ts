import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPage, TWorkflowRequest } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import type { TWorkflowListParams } from '../utils/workflow-list-params.ts';
import { workflowKeys } from './workflow-keys.ts';

/** GET /workflow-requests: one page, newest first. */
export async function getWorkflowRequests(
  params: TWorkflowListParams,
): Promise<TPage<TWorkflowRequest>> {
  return apiClient.GET('/api/v1/workflow-requests', {
    params: {
      query: {
        page: params.page,
        size: params.size,
        status: params.status ? [params.status] : undefined,
        type: params.type ? [params.type] : undefined,
        search: params.search,
      },
    },
  });
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
