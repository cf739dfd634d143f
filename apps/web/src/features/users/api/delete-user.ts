import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { assertCanManageUsers } from '../utils/assert-admin.ts';
import { usersQueryKey } from './get-users.ts';

export async function deleteUser(id: string): Promise<void> {
  assertCanManageUsers();
  await apiClient.DELETE('/api/v1/users/{id}', { params: { path: { id } } });
}

export function useDeleteUser() {
  return useRefreshingMutation(deleteUser, usersQueryKey, 'success');
}
