import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAnalytics } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import type { TAnalyticsParams } from '../utils/analytics-params.ts';
import { ANALYTICS_PATH, analyticsKeys } from './analytics-keys.ts';

/** GET /analytics: every figure of the period and filters in one answer. */
export function getAnalytics(params: TAnalyticsParams, signal?: AbortSignal): Promise<TAnalytics> {
  return api.get<TAnalytics>(ANALYTICS_PATH, { signal, query: params });
}

export function useAnalytics(params: TAnalyticsParams) {
  return useQuery({
    queryKey: analyticsKeys.detail(params),
    queryFn: ({ signal }) => getAnalytics(params, signal),
    // The figures stay on screen while another period loads.
    placeholderData: keepPreviousData,
  });
}
