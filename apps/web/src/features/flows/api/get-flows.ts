import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  FLOW_STATUSES,
  FLOW_TIMINGS,
  type TFlow,
  type TFlowStatus,
  type TPage,
} from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import type { TFlowListParams } from '../utils/flow-list-params.ts';
import { flowsKeys } from './flow-keys.ts';

const isFlowStatus = (value: string): value is TFlowStatus =>
  (FLOW_STATUSES as readonly string[]).includes(value);

/** GET /admin/flows: a page of flows (without stages), newest first, filtered on the server. */
export function getFlows(params: TFlowListParams, signal?: AbortSignal): Promise<TPage<TFlow>> {
  return apiClient.GET('/api/v1/admin/flows', {
    signal,
    params: {
      // The page keeps its lists as comma lists; the client sends a list as one again.
      query: {
        ...params,
        category: params.category && [params.category],
        status: params.status?.split(',').filter(isFlowStatus),
        type: params.type?.split(','),
      },
    },
  });
}
export function useFlows(params: TFlowListParams) {
  return useQuery({
    queryKey: flowsKeys.list(params),
    queryFn: ({ signal }) => getFlows(params, signal),
    placeholderData: keepPreviousData,
    // Live events keep rows current; refetches are decided by the page (120 s timer, 30 s skip).
    staleTime: FLOW_TIMINGS.minFetchIntervalMs,
  });
}
