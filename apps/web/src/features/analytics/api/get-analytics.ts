import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAnalytics } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import type { TAnalyticsParams } from '../utils/analytics-params.ts';
import { analyticsKeys } from './analytics-keys.ts';

/** GET /analytics: every figure of the period and filters in one answer. */
export function getAnalytics(params: TAnalyticsParams, signal?: AbortSignal): Promise<TAnalytics> {
  return apiClient.GET('/api/v1/analytics', { signal, params: { query: params } });
}

export function useAnalytics(params: TAnalyticsParams) {
  return useQuery({
    queryKey: analyticsKeys.detail(params),
    queryFn: ({ signal }) => getAnalytics(params, signal),
    // The figures stay on screen while another period loads.
    placeholderData: keepPreviousData,
  });
}
