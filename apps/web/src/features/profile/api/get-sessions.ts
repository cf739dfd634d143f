import { useQuery } from '@tanstack/react-query';
import { ZAuthSessionList, type TAuthSession } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export const sessionsQueryKey = ['auth-sessions'] as const;

/** GET /auth/sessions: the signed-in user's devices, this one marked `current`. */
export async function getSessions(): Promise<TAuthSession[]> {
  const reply = await apiClient.GET('/api/v1/auth/sessions');
  return ZAuthSessionList.parse(reply).items;
}

export function useSessions() {
  // A failure shows at once in the profile rather than after the default retries.
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions, retry: false });
}
