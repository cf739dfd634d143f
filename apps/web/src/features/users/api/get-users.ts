import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPage, TRole, TUser } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { assertCanManageUsers } from '../utils/assert-admin.ts';

/** Users page default page size (spec 001 §9). */
export const USERS_PAGE_SIZE = 20;

export type TUserListParams = { page: number; size: number; role?: TRole | null; search?: string };

export const usersQueryKey = ['users'] as const;

type TUserListReply = Partial<TPage<TUser>> & { users?: TUser[] };

/** GET /users; the list may arrive as `items` or `users`. */
export async function getUsers(params: TUserListParams): Promise<TPage<TUser>> {
  if (params.role !== 'Sales') assertCanManageUsers();
  const reply = await api.get<TUserListReply>('/users', {
    query: {
      page: params.page,
      size: params.size,
      role: params.role,
      search: params.search?.trim(),
    },
  });
  const items = reply.items ?? reply.users ?? [];
  const total = reply.total ?? items.length;
  const size = reply.size ?? params.size;
  return {
    items,
    total,
    page: reply.page ?? params.page,
    size,
    pages: reply.pages ?? Math.max(1, Math.ceil(total / size)),
  };
}

export function useUsers(params: TUserListParams) {
  return useQuery({
    queryKey: [...usersQueryKey, params],
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}
