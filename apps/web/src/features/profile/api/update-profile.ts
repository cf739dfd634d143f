import { useMutation } from '@tanstack/react-query';
import type { TUser } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { setSessionUser } from '../../../shared/session/index.ts';
import type { TProfileUpdate } from '../utils/build-profile-update.ts';

export function updateProfile(userId: string, update: TProfileUpdate): Promise<TUser> {
  return api.patch<TUser>(`/users/${encodeURIComponent(userId)}`, update);
}

/** PATCH /users/{me.id}; the session user is replaced so the top bar shows the new name at once. */
export function useUpdateProfile(me: TUser) {
  return useMutation({
    mutationFn: (update: TProfileUpdate) => updateProfile(me.id, update),
    onSuccess: (reply, update) =>
      setSessionUser(
        reply && typeof reply === 'object' ? { ...me, ...reply } : { ...me, name: update.name },
      ),
  });
}
