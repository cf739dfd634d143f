import type { TMessageKey } from '../../../i18n/keys.ts';
import { hasBoardFilters, type TBoardFilters } from './need-list-params.ts';

/**
 * A search typed (even before it reaches the server), filters on, or a failed refresh: an empty
 * board then means nothing matches, not that nothing exists yet.
 */
export function isBoardNarrowed(
  filters: TBoardFilters,
  typedSearch: string,
  isRefreshFailed: boolean,
): boolean {
  return hasBoardFilters(filters) || typedSearch.trim() !== '' || isRefreshFailed;
}

/** The empty text of the board's list (phones) and of its first column. */
export function getBoardEmptyKey(
  isNarrowed: boolean,
  view: 'workflow' | 'simplified',
): TMessageKey {
  if (isNarrowed) return 'needs.board.noMatch';
  return view === 'workflow' ? 'needs.board.noNeeds' : 'needs.board.noFrozen';
}
