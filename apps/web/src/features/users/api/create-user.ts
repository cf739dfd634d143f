import type { TCreateUser, TUser } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { assertCanManageUsers } from '../utils/assert-admin.ts';
import { usersQueryKey } from './get-users.ts';

export async function createUser(body: TCreateUser): Promise<TUser> {
  assertCanManageUsers();
  return apiClient.POST('/api/v1/users', { body });
}

export function useCreateUser() {
  return useRefreshingMutation(createUser, usersQueryKey, 'success');
}
