import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TNeed, TNeedBoard, TPage } from '@staffing/domain';
import {
  patchBoardNeed,
  patchTouchesSearch,
  removeBoardNeed,
  upsertBoardNeed,
  type TBoardParams,
} from '../utils/board-cache.ts';
import {
  patchNeedInPage,
  removeNeedFromPage,
  upsertNeedInPage,
  mergeNeedPatch,
  type TListScope,
} from '../utils/need-cache.ts';
import { needsKeys } from './query-keys.ts';

type TListUpdater = (page: TPage<TNeed>, list: TListScope) => TPage<TNeed>;

const listScopeOf = (key: QueryKey): TListScope =>
  key[2] && typeof key[2] === 'object' ? (key[2] as TListScope) : {};

/** Applies one change to every cached needs list, each judged by its own scope and filters. */
export function updateNeedLists(queryClient: QueryClient, update: TListUpdater): void {
  for (const [key, data] of queryClient.getQueriesData<TPage<TNeed>>({
    queryKey: needsKeys.lists(),
  })) {
    if (!data) continue;
    const next = update(data, listScopeOf(key));
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

const boardParamsOf = (key: QueryKey): TBoardParams =>
  key[2] && typeof key[2] === 'object' ? (key[2] as TBoardParams) : {};

/** Applies one change to every cached board (GET /needs/board), each judged by its own search. */
export function updateBoards(
  queryClient: QueryClient,
  update: (board: TNeedBoard, params: TBoardParams, key: QueryKey) => TNeedBoard,
): void {
  for (const [key, data] of queryClient.getQueriesData<TNeedBoard>({
    queryKey: needsKeys.boards(),
  })) {
    if (!data) continue;
    const next = update(data, boardParamsOf(key), key);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

/** A whole need from the server (create, move, edit, live event): lists and its detail. */
export function putNeedInCache(queryClient: QueryClient, need: TNeed): void {
  updateNeedLists(queryClient, (page, list) => upsertNeedInPage(page, need, list));
  updateBoards(queryClient, (board, params) => upsertBoardNeed(board, need, params));
  queryClient.setQueryData<TNeed>(needsKeys.detail(need.id), (old) =>
    old && old.version > need.version ? old : need,
  );
  readDetailAgainIfInFlight(queryClient, need.id);
}

/**
 * A change that lands while the need's detail is being read (an expanded card's first load) would
 * be overwritten by that older answer: the reading starts again and brings the change.
 */
function readDetailAgainIfInFlight(queryClient: QueryClient, id: string): void {
  const queryKey = needsKeys.detail(id);
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.fetchStatus !== 'fetching') return;
  const readAgain = () => queryClient.invalidateQueries({ queryKey, exact: true });
  // An invalidation replaces a read that has data; a first read it would join: that one is
  // cancelled (nothing to lose yet), then made again.
  if (query.state.data !== undefined) void readAgain();
  else void queryClient.cancelQueries({ queryKey, exact: true }).then(readAgain);
}

/** A partial change (live need_updated without the full need, optimistic moves). */
export function patchNeedInCache(
  queryClient: QueryClient,
  id: string,
  patch: Partial<TNeed>,
): void {
  updateNeedLists(queryClient, (page, list) => patchNeedInPage(page, id, patch, list));
  updateBoards(queryClient, (board, params, key) => {
    // A searched board cannot tell whether new text still matches: the server says.
    if (params.search && patchTouchesSearch(patch))
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    return patchBoardNeed(board, id, patch);
  });
  queryClient.setQueryData<TNeed>(needsKeys.detail(id), (old) =>
    old ? mergeNeedPatch(old, patch) : old,
  );
  readDetailAgainIfInFlight(queryClient, id);
}

export function removeNeedFromCache(queryClient: QueryClient, id: string): void {
  updateNeedLists(queryClient, (page) => removeNeedFromPage(page, id));
  updateBoards(queryClient, (board) => removeBoardNeed(board, id));
  queryClient.removeQueries({ queryKey: needsKeys.detail(id), exact: true });
}

/** Everything a rollback needs: every list, board and the detail as they were. */
export function snapshotNeedCaches(queryClient: QueryClient, id: string) {
  const lists = queryClient.getQueriesData<TPage<TNeed>>({ queryKey: needsKeys.lists() });
  const boards = queryClient.getQueriesData<TNeedBoard>({ queryKey: needsKeys.boards() });
  const detail = queryClient.getQueryData<TNeed>(needsKeys.detail(id));
  return () => {
    for (const [key, data] of lists) queryClient.setQueryData(key, data);
    for (const [key, data] of boards) queryClient.setQueryData(key, data);
    if (detail) queryClient.setQueryData(needsKeys.detail(id), detail);
  };
}
