import { useQuery } from '@tanstack/react-query';
import { FLOW_TIMINGS, type TFlowCategory, type TFlowMetrics } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { flowsKeys } from './flow-keys.ts';

/** GET /admin/flows/metrics: counts, p50/p95 and stuck runs over the last 24 h, per tab. */
export function getFlowMetrics(
  category: TFlowCategory | undefined,
  signal?: AbortSignal,
): Promise<TFlowMetrics> {
  return api.get<TFlowMetrics>('/admin/flows/metrics', { signal, query: { category } });
}

export function useFlowMetrics(category: TFlowCategory | undefined) {
  return useQuery({
    queryKey: flowsKeys.metrics(category),
    queryFn: ({ signal }) => getFlowMetrics(category, signal),
    staleTime: FLOW_TIMINGS.minFetchIntervalMs,
  });
}
