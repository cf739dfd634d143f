import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createCoalescer, invalidateCoalesced } from '../../../shared/api/index.ts';
import { useLiveEvent, type LiveEvent } from '../../../shared/live/index.ts';
import { getBoard } from '../api/get-board.ts';
import { updateBoards } from '../api/need-cache.ts';
import { needsKeys } from '../api/query-keys.ts';
import { replaceBoardRows } from '../utils/board-cache.ts';

/** The needs a candidate or step event touches, from the shapes the server sends. */
export function needIdsOfEvent(event: LiveEvent): string[] | 'all' {
  const payload = (event.payload ?? {}) as {
    need_id?: string | null;
    needId?: string | null;
    step?: { needId?: string | null } | null;
    candidate?: { needs?: { needId: string }[] } | null;
  };
  if (event.type.startsWith('need_')) return event.entityId ? [event.entityId] : [];
  const id = payload.step?.needId ?? payload.need_id ?? payload.needId;
  if (id) return [id];
  const linked = payload.candidate?.needs?.map((n) => n.needId) ?? [];
  return linked.length ? linked : 'all';
}

/**
 * Stage counts and first candidates follow candidate and step events (and a detached candidate):
 * the touched needs' board rows are read again with `ids`, never the whole board. A need's own
 * move lands from its event's payload (`useNeedsLiveUpdates`); the rows are read once per burst
 * (the shared coalescing: a pause, or at the latest its max wait), so twenty people moving cards
 * at once cost each open board a couple of requests, not one per event. An event that names no
 * need refreshes the board, coalesced the same way.
 */
export function useBoardLiveUpdates(): void {
  const queryClient = useQueryClient();
  const [rows] = useState(() => createBoardRowRefresh(queryClient));
  useEffect(() => () => rows.cancel(), [rows]);

  const schedule = (event: LiveEvent) => {
    const ids = needIdsOfEvent(event);
    if (ids === 'all') {
      invalidateCoalesced(queryClient, needsKeys.boards());
      return;
    }
    for (const id of ids) rows.add(id);
  };

  useLiveEvent('candidate_created', schedule);
  useLiveEvent('candidate_updated', schedule);
  useLiveEvent('candidate_deleted', schedule);
  useLiveEvent('step_created', schedule);
  useLiveEvent('step_updated', schedule);
  useLiveEvent('step_deleted', schedule);
  // A new need's row is read too (it may come with linked candidates) and goes on top.
  useLiveEvent('need_created', (event) => {
    if (event.entityId) rows.add(event.entityId, { created: true });
  });
  // A detached candidate changes the counts.
  useLiveEvent('need_updated', (event) => {
    const action = (event.payload as { action?: unknown } | null)?.action;
    if (action === 'CANDIDATE_DETACHED') schedule(event);
  });
}

/** The rows waiting to be read again, flushed together by the shared coalescing. */
function createBoardRowRefresh(queryClient: QueryClient) {
  const created = new Set<string>();
  const coalescer = createCoalescer((keys) => {
    const ids = keys.map((key) => String(key[1]));
    const added = ids.filter((id) => created.has(id));
    for (const id of added) created.delete(id);
    readRows(queryClient, ids, added);
  });
  return {
    add(id: string, { created: isNew = false } = {}) {
      if (isNew) created.add(id);
      coalescer.add(['board-row', id]);
    },
    cancel: () => coalescer.cancel(),
  };
}

function readRows(queryClient: QueryClient, ids: string[], added: string[]) {
  const wanted = new Set<string>(added);
  updateBoards(queryClient, (board) => {
    for (const card of board.items) if (ids.includes(card.id)) wanted.add(card.id);
    return board;
  });
  if (wanted.size === 0) return;
  getBoard({ ids: [...wanted] })
    .then((fresh) =>
      updateBoards(queryClient, (board, params, key) => {
        // A searched board cannot judge a new need's description: the server does.
        if (params.search && added.length) invalidateCoalesced(queryClient, key);
        return replaceBoardRows(board, fresh.items, params.search ? [] : added);
      }),
    )
    .catch((error: unknown) => console.warn('Failed to refresh board cards', error));
}
