import { useMutation } from '@tanstack/react-query';
import type { TUser } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { storeLocale } from '../../../i18n/locale.ts';
import { setSessionUser } from '../../../shared/session/index.ts';
import type { TProfileUpdate } from '../utils/build-profile-update.ts';

export function updateProfile(userId: string, update: TProfileUpdate): Promise<TUser> {
  return apiClient.PATCH('/api/v1/users/{id}', { params: { path: { id: userId } }, body: update });
}

/**
 * PATCH /users/{me.id}; the session user is replaced so the top bar shows the new name at once,
 * and LocaleSync switches the interface to the new language. The language is also remembered on
 * this browser, for /login.
 */
export function useUpdateProfile(me: TUser) {
  return useMutation({
    mutationFn: (update: TProfileUpdate) => updateProfile(me.id, update),
    onSuccess: (reply, update) => {
      const next: TUser =
        reply && typeof reply === 'object'
          ? { ...me, ...reply }
          : {
              ...me,
              name: update.name,
              ...(update.language !== undefined ? { language: update.language } : {}),
            };
      if (update.language !== undefined) storeLocale(next.language ?? null);
      setSessionUser(next);
    },
  });
}
