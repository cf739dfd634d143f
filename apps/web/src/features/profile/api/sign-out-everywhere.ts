import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { logout } from '../../../shared/session/index.ts';

/** POST /auth/logout-all ends every session of the user; this browser then forgets its own. */
export async function signOutEverywhere(): Promise<void> {
  await api.post('/auth/logout-all');
  await logout();
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
