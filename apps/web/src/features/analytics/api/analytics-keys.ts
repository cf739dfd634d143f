import type { TAnalyticsParams } from '../utils/analytics-params.ts';

export const analyticsKeys = {
  all: ['analytics'] as const,
  detail: (params: TAnalyticsParams) => [...analyticsKeys.all, params] as const,
  salesUsers: () => [...analyticsKeys.all, 'sales-users'] as const,
  clients: () => [...analyticsKeys.all, 'clients'] as const,
};
