import { useQuery } from '@tanstack/react-query';
import type { TUser } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { needsKeys } from './query-keys.ts';

export type TSalesUser = Pick<TUser, 'id' | 'name' | 'email' | 'role'>;

/** GET /users?role=Sales&page=1&size=100: the consultants of the pickers and the filter. */
export async function getSalesUsers(signal?: AbortSignal): Promise<TSalesUser[]> {
  const reply = await apiClient.GET('/api/v1/users', {
    signal,
    params: { query: { role: 'Sales', page: 1, size: 100 } },
  });
  return reply.items;
}

export function useSalesUsers() {
  return useQuery({
    queryKey: needsKeys.salesUsers(),
    queryFn: ({ signal }) => getSalesUsers(signal),
    staleTime: 5 * 60_000,
  });
}
