import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRole, TUser } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { getSessionSnapshot, setSessionUser } from '../../../shared/session/index.ts';
import { assertCanManageUsers } from '../utils/assert-admin.ts';
import { usersQueryKey } from './get-users.ts';

export type TUserEdit = { name?: string; email?: string; role?: TRole; password?: string };

export async function updateUser(id: string, body: TUserEdit): Promise<TUser> {
  assertCanManageUsers();
  return apiClient.PATCH('/api/v1/users/{id}', { params: { path: { id } }, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUserEdit }) => updateUser(id, body),
    onSuccess: (user) => {
      // An admin editing their own row sees the change in the top bar too.
      const me = getSessionSnapshot().user;
      if (me && user && user.id === me.id) setSessionUser({ ...me, ...user });
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
