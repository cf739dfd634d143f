import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NEED_LIMITS, type TNeed, type TPage } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import type { TNeedListParams } from '../utils/need-list-params.ts';
import { needsKeys } from './query-keys.ts';

/** GET /needs with the table's filters, sort and page (server-side). */
export function getNeeds(params: TNeedListParams, signal?: AbortSignal): Promise<TPage<TNeed>> {
  return api.get<TPage<TNeed>>('/needs', {
    signal,
    query: {
      page: params.page,
      size: params.size,
      scope: params.scope,
      search: params.search,
      priorities: params.priorities?.join(','),
      clients: params.clients?.join(','),
      statuses: params.statuses?.join(','),
      consultant: params.consultant,
      sortBy: params.sortBy,
      sortOrder: params.sortOrder,
    },
  });
}

export function useNeeds(params: TNeedListParams) {
  return useQuery({
    queryKey: needsKeys.list(params),
    queryFn: ({ signal }) => getNeeds(params, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every active need for the board, newest first, read in pages of the largest size the server
 * allows; the board filters them itself so typing never waits for the network.
 */
export async function getBoardNeeds(signal?: AbortSignal): Promise<TPage<TNeed>> {
  const size = NEED_LIMITS.maxPageSize;
  const first = await getNeeds(
    { scope: 'active', page: 1, size, sortBy: 'createdAt', sortOrder: 'desc' },
    signal,
  );
  const items = [...first.items];
  for (let page = 2; page <= first.pages; page += 1) {
    const next = await getNeeds(
      { scope: 'active', page, size, sortBy: 'createdAt', sortOrder: 'desc' },
      signal,
    );
    items.push(...next.items);
  }
  return { ...first, items, page: 1, size: Math.max(size, items.length), pages: 1 };
}

export function useBoardNeeds() {
  return useQuery({ queryKey: needsKeys.board(), queryFn: ({ signal }) => getBoardNeeds(signal) });
}
