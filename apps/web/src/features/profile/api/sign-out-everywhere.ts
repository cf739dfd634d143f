import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { logout } from '../../../shared/session/index.ts';

/** POST /auth/logout-all ends every session of the user; this browser then forgets its own. */
export async function signOutEverywhere(): Promise<void> {
  await apiClient.POST('/api/v1/auth/logout-all');
  await logout();
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
