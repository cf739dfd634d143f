import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPage, TRole, TUser } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { assertCanManageUsers } from '../utils/assert-admin.ts';

/** Users page default page size (spec 001 §9). */
export const USERS_PAGE_SIZE = 20;

export type TUserListParams = { page: number; size: number; role?: TRole | null; search?: string };

export const usersQueryKey = ['users'] as const;

/** A row with every field: what an admin, the only reader of this page, is sent. */
function isWholeUser(user: Pick<TUser, 'id'> & Partial<TUser>): user is TUser {
  return 'createdAt' in user;
}

/** GET /users: a page of users. */
export async function getUsers(params: TUserListParams): Promise<TPage<TUser>> {
  if (params.role !== 'Sales') assertCanManageUsers();
  const reply = await apiClient.GET('/api/v1/users', {
    params: {
      query: {
        page: params.page,
        size: params.size,
        role: params.role ?? undefined,
        search: params.search?.trim(),
      },
    },
  });
  // Short rows (id, name, e-mail, role) are what other roles are sent, for the consultant picker.
  return { ...reply, items: reply.items.filter(isWholeUser) };
}

export function useUsers(params: TUserListParams) {
  return useQuery({
    queryKey: [...usersQueryKey, params],
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}
