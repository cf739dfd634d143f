import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FLOW_TIMINGS, type TFlow, type TPage } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import type { TFlowListParams } from '../utils/flow-list-params.ts';
import { flowsKeys } from './flow-keys.ts';

/** GET /admin/flows: a page of flows (without stages), newest first, filtered on the server. */
export function getFlows(params: TFlowListParams, signal?: AbortSignal): Promise<TPage<TFlow>> {
  return api.get<TPage<TFlow>>('/admin/flows', { signal, query: { ...params } });
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
