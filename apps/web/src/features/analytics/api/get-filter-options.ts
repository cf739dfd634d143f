import { useQuery } from '@tanstack/react-query';
import { getUniqueClients, type TUser } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { analyticsKeys } from './analytics-keys.ts';

type TSalesUser = Pick<TUser, 'id' | 'name'>;

/** GET /users?role=Sales: the sales users the owner filter offers. */
export function useAnalyticsSalesUsers() {
  return useQuery({
    queryKey: analyticsKeys.salesUsers(),
    queryFn: async ({ signal }) => {
      const reply = await api.get<{ items?: TSalesUser[] }>('/users', {
        signal,
        query: { role: 'Sales', page: 1, size: 100 },
      });
      return reply.items ?? [];
    },
    staleTime: 5 * 60_000,
  });
}

/** GET /needs/clients: the clients the client filter offers. */
export function useAnalyticsClients() {
  return useQuery({
    queryKey: analyticsKeys.clients(),
    queryFn: async ({ signal }) => {
      const names = await api.get<string[]>('/needs/clients', { signal });
      return getUniqueClients(names.map((client) => ({ client })));
    },
    staleTime: 5 * 60_000,
  });
}
