import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateUser, TUser } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { assertCanManageUsers } from '../utils/assert-admin.ts';
import { usersQueryKey } from './get-users.ts';

export async function createUser(body: TCreateUser): Promise<TUser> {
  assertCanManageUsers();
  return apiClient.POST('/api/v1/users', { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
