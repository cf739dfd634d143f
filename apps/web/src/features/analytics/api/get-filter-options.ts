import { useQuery } from '@tanstack/react-query';
import { getUniqueClients } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { analyticsKeys } from './analytics-keys.ts';

/** GET /users?role=Sales: the sales users the owner filter offers. */
export function useAnalyticsSalesUsers() {
  return useQuery({
    queryKey: analyticsKeys.salesUsers(),
    queryFn: async ({ signal }) => {
      const reply = await apiClient.GET('/api/v1/users', {
        signal,
        params: { query: { role: 'Sales', page: 1, size: 100 } },
      });
      return reply.items;
    },
    staleTime: 5 * 60_000,
  });
}

/** GET /needs/clients: the clients the client filter offers. */
export function useAnalyticsClients() {
  return useQuery({
    queryKey: analyticsKeys.clients(),
    queryFn: async ({ signal }) => {
      const names = await apiClient.GET('/api/v1/needs/clients', { signal });
      return getUniqueClients(names.map((client) => ({ client })));
    },
    staleTime: 5 * 60_000,
  });
}
