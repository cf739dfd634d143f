import {
  isActiveColumn,
  matchesNeedFilters,
  type TNeed,
  type TNeedBoard,
  type TNeedBoardCard,
} from '@staffing/domain';
import { mergeNeedPatch } from './need-cache.ts';

/** What a cached board was asked for: only the search goes to the server. */
export type TBoardParams = { search?: string };

const CARD_FIELDS = [
  'title',
  'client',
  'priority',
  'quantity',
  'column',
  'previousColumn',
  'progressPct',
  'consultants',
  'createdAt',
  'version',
  'candidateCount',
] as const;

/**
 * A whole need as its card shows it. Stage counts and the first candidates are not part of a need:
 * they stay as the board had them until the board row is read again.
 */
export function toBoardCard(need: TNeed, previous?: TNeedBoardCard): TNeedBoardCard {
  const ownerId = need.consultants[0];
  const owner = need.consultantUsers?.find((u) => u.id === ownerId);
  return {
    id: need.id,
    title: need.title,
    client: need.client,
    priority: need.priority,
    quantity: need.quantity,
    column: need.column,
    previousColumn: need.previousColumn,
    progressPct: need.progressPct,
    consultants: need.consultants,
    ownerName: owner?.name ?? (ownerId === undefined ? null : (previous?.ownerName ?? null)),
    createdAt: need.createdAt,
    version: need.version,
    candidateCount: need.candidateCount,
    stageCounts: previous?.stageCounts ?? {},
    candidatePreview: previous?.candidatePreview ?? [],
  };
}

function withCounts(items: TNeedBoardCard[]): TNeedBoard {
  const columnCounts: TNeedBoard['columnCounts'] = {};
  for (const item of items) columnCounts[item.column] = (columnCounts[item.column] ?? 0) + 1;
  return { items, columnCounts };
}

/** Whether a whole need belongs on a board asked for with these parameters. */
export function belongsToBoard(need: TNeed, params: TBoardParams): boolean {
  return isActiveColumn(need.column) && matchesNeedFilters(need, { search: params.search });
}

/** Puts a need on the board (newest first, or in place), or takes it off when it left. */
export function upsertBoardNeed(board: TNeedBoard, need: TNeed, params: TBoardParams): TNeedBoard {
  const index = board.items.findIndex((c) => c.id === need.id);
  const current = index >= 0 ? board.items[index] : undefined;
  if (current && current.version > need.version) return board;
  if (!belongsToBoard(need, params)) return index >= 0 ? removeBoardNeed(board, need.id) : board;
  const card = toBoardCard(need, current);
  if (index >= 0) {
    const items = board.items.slice();
    items[index] = card;
    return withCounts(items);
  }
  return withCounts([card, ...board.items]);
}

/**
 * A partial change (optimistic move, live patch) merged into a card. Leaving the active columns
 * takes it off; a change the board cannot judge (the search on a text it does not hold) is left
 * to a refetch by the caller (`needsBoardRefetch`).
 */
export function patchBoardNeed(board: TNeedBoard, id: string, patch: Partial<TNeed>): TNeedBoard {
  const index = board.items.findIndex((c) => c.id === id);
  if (index < 0) return board;
  const current = board.items[index]!;
  const merged = mergeNeedPatch(current as unknown as TNeed, patch) as unknown as TNeedBoardCard;
  if (merged === (current as unknown)) return board;
  if (!isActiveColumn(merged.column)) return removeBoardNeed(board, id);
  const card = { ...current };
  for (const key of CARD_FIELDS)
    if (patch[key] !== undefined) Object.assign(card, { [key]: merged[key] });
  const items = board.items.slice();
  items[index] = card;
  return withCounts(items);
}

/** Whether a patch touches what a search matches: the board then asks the server again. */
export function patchTouchesSearch(patch: Partial<TNeed>): boolean {
  return patch.title !== undefined || patch.client !== undefined || patch.description !== undefined;
}

export function removeBoardNeed(board: TNeedBoard, id: string): TNeedBoard {
  if (!board.items.some((c) => c.id === id)) return board;
  return withCounts(board.items.filter((c) => c.id !== id));
}

/**
 * Fresh rows of a few needs (stage counts after a candidate or step event) replace their cards;
 * rows of `added` needs (just created) not yet on the board go on top.
 */
export function replaceBoardRows(
  board: TNeedBoard,
  rows: readonly TNeedBoardCard[],
  added: readonly string[] = [],
): TNeedBoard {
  const fresh = new Map(rows.map((r) => [r.id, r]));
  let changed = false;
  const items = board.items.map((card) => {
    const row = fresh.get(card.id);
    fresh.delete(card.id);
    if (!row || row.version < card.version) return card;
    changed = true;
    return row;
  });
  const newOnes = [...fresh.values()].filter((r) => added.includes(r.id));
  if (newOnes.length) return withCounts([...newOnes, ...items]);
  return changed ? withCounts(items) : board;
}
