import type { TUser } from '@staffing/domain';
import { apiClient } from './typed-api.ts';

type TSalesUser = Pick<TUser, 'id' | 'name' | 'email' | 'role'>;

/** GET /users?role=Sales&page=1&size=100: the consultants a need's owner is chosen from. */
export async function getSalesUsers(signal?: AbortSignal): Promise<TSalesUser[]> {
  const reply = await apiClient.GET('/api/v1/users', {
    signal,
    params: { query: { role: 'Sales', page: 1, size: 100 } },
  });
  return reply.items;
}
