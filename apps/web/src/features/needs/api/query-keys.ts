import type { TBoardParams } from '../utils/board-cache.ts';
import type { TNeedListParams } from '../utils/need-list-params.ts';

/** Every needs cache lives under ['needs'] so one invalidation reaches lists and details. */
export const needsKeys = {
  all: ['needs'] as const,
  lists: () => [...needsKeys.all, 'list'] as const,
  list: (params: TNeedListParams) => [...needsKeys.lists(), params] as const,
  /** The board's projection (GET /needs/board), one entry per search; not a page of needs. */
  boards: () => [...needsKeys.all, 'board'] as const,
  board: (params: TBoardParams) => [...needsKeys.boards(), params] as const,
  details: () => [...needsKeys.all, 'detail'] as const,
  detail: (id: string) => [...needsKeys.details(), id] as const,
  clients: () => [...needsKeys.all, 'clients'] as const,
  salesUsers: () => ['users', 'sales'] as const,
};
