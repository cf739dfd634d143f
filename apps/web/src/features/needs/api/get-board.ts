import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TNeedBoard } from '@staffing/domain';
import { apiClient, queryClient } from '../../../shared/api/index.ts';
import type { TBoardParams } from '../utils/board-cache.ts';
import { needsKeys } from './query-keys.ts';

/**
 * GET /needs/board: the active needs as their cards show them (stage counts and first candidates
 * included). `ids` reads only those rows again, for live refreshes.
 */
export function getBoard(
  params: TBoardParams & { ids?: readonly string[] },
  signal?: AbortSignal,
): Promise<TNeedBoard> {
  return apiClient.GET('/api/v1/needs/board', {
    signal,
    params: { query: { search: params.search || undefined, ids: params.ids && [...params.ids] } },
  });
}

/** The board; the search is the server's (it covers descriptions), other filters are local. */
export function useBoard(params: TBoardParams) {
  return useQuery({
    queryKey: needsKeys.board(params),
    queryFn: ({ signal }) => getBoard(params, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Starts reading the board before its page has loaded (a signed-in visit straight to the board):
 * the request then runs beside the page's chunks instead of after them. Same key as `useBoard`.
 */
export function prefetchBoard(search: string): Promise<void> {
  const params: TBoardParams = search.trim() ? { search: search.trim() } : {};
  return queryClient.prefetchQuery({
    queryKey: needsKeys.board(params),
    queryFn: ({ signal }) => getBoard(params, signal),
  });
}
