import { createQueryKeys } from '../../../shared/api/query-client.ts';
import type { TBoardParams } from '../utils/board-cache.ts';
import type { TNeedListParams } from '../utils/need-list-params.ts';

const baseKeys = createQueryKeys<TNeedListParams>('needs');

/** Every needs cache lives under ['needs'] so one invalidation reaches lists and details. */
export const needsKeys = {
  ...baseKeys,
  /** The board's projection (GET /needs/board), one entry per search; not a page of needs. */
  boards: () => [...baseKeys.all, 'board'] as const,
  board: (params: TBoardParams) => [...needsKeys.boards(), params] as const,
  clients: () => [...baseKeys.all, 'clients'] as const,
  salesUsers: () => ['users', 'sales'] as const,
};
