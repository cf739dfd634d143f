import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, type LiveEvent } from '../../../shared/live/index.ts';
import { getBoard } from '../api/get-board.ts';
import { updateBoards } from '../api/need-cache.ts';
import { needsKeys } from '../api/query-keys.ts';
import { replaceBoardRows } from '../utils/board-cache.ts';

/** Candidate and step events come in bursts: their needs' rows are read again together. */
export const BOARD_ROW_REFRESH_MS = 200;

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
 * the touched needs' board rows are read again with `ids`, never the whole board. An event that
 * names no need refreshes the board.
 */
export function useBoardLiveUpdates(): void {
  const queryClient = useQueryClient();
  const pending = useRef(new Set<string>());
  const created = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const flush = () => {
    timer.current = null;
    const ids = [...pending.current];
    const added = [...created.current];
    pending.current.clear();
    created.current.clear();
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
          if (params.search && added.length)
            void queryClient.invalidateQueries({ queryKey: key, exact: true });
          return replaceBoardRows(board, fresh.items, params.search ? [] : added);
        }),
      )
      .catch((error: unknown) => console.warn('Failed to refresh board cards', error));
  };

  const schedule = (event: LiveEvent) => {
    const ids = needIdsOfEvent(event);
    if (ids === 'all') {
      void queryClient.invalidateQueries({ queryKey: needsKeys.boards() });
      return;
    }
    for (const id of ids) pending.current.add(id);
    timer.current ??= setTimeout(flush, BOARD_ROW_REFRESH_MS);
  };

  useLiveEvent('candidate_created', schedule);
  useLiveEvent('candidate_updated', schedule);
  useLiveEvent('candidate_deleted', schedule);
  useLiveEvent('step_created', schedule);
  useLiveEvent('step_updated', schedule);
  useLiveEvent('step_deleted', schedule);
  // A new need's row is read at once (it may come with linked candidates).
  useLiveEvent('need_created', (event) => {
    if (event.entityId) created.current.add(event.entityId);
    schedule(event);
  });
  // A detached candidate changes the counts.
  useLiveEvent('need_updated', (event) => {
    const action = (event.payload as { action?: unknown } | null)?.action;
    if (action === 'CANDIDATE_DETACHED') schedule(event);
  });
}
