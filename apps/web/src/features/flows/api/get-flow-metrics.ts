import { useQuery } from '@tanstack/react-query';
import { FLOW_TIMINGS, type TFlowCategory } from '@staffing/domain';
import { apiClient, type TApiReply } from '../../../shared/api/index.ts';
import { flowsKeys } from './flow-keys.ts';

/** GET /admin/flows/metrics: counts, p50/p95 and stuck runs over the last 24 h, per tab. */
/** The metrics as documented (the cards read totals, rates, durations and stuck counts). */
export type TFlowMetricsReply = TApiReply<'/api/v1/admin/flows/metrics', 'get'>;

export function getFlowMetrics(
  category: TFlowCategory | undefined,
  signal?: AbortSignal,
): Promise<TFlowMetricsReply> {
  return apiClient.GET('/api/v1/admin/flows/metrics', { signal, params: { query: { category } } });
}

export function useFlowMetrics(category: TFlowCategory | undefined) {
  return useQuery({
    queryKey: flowsKeys.metrics(category),
    queryFn: ({ signal }) => getFlowMetrics(category, signal),
    staleTime: FLOW_TIMINGS.minFetchIntervalMs,
  });
}
