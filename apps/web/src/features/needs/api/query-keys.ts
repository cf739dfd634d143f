import type { TNeedListParams } from '../utils/need-list-params.ts';

/** Every needs cache lives under ['needs'] so one invalidation reaches lists and details. */
export const needsKeys = {
  all: ['needs'] as const,
  lists: () => [...needsKeys.all, 'list'] as const,
  list: (params: TNeedListParams) => [...needsKeys.lists(), params] as const,
  /** The board keeps every active need in one cache entry. */
  board: () => [...needsKeys.lists(), { scope: 'active', all: true }] as const,
  details: () => [...needsKeys.all, 'detail'] as const,
  detail: (id: string) => [...needsKeys.details(), id] as const,
  clients: () => [...needsKeys.all, 'clients'] as const,
  salesUsers: () => ['users', 'sales'] as const,
};
