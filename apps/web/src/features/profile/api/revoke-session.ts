import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /auth/sessions/{id}: that device is signed out on its next request. */
export async function revokeSession(id: string): Promise<void> {
  await apiClient.DELETE('/api/v1/auth/sessions/{id}', { params: { path: { id } } });
}

export function useRevokeSession() {
  return useRefreshingMutation(revokeSession, sessionsQueryKey, 'settled');
}
