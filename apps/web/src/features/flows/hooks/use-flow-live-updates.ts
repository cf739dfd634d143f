import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFlow, TPage } from '@staffing/domain';
import { useLiveEvent } from '../../../shared/live/index.ts';
import { flowsKeys } from '../api/flow-keys.ts';
import { isFlowOnPage, mergeFlow, mergeFlowIntoPage, readFlowUpdate } from '../utils/flow-cache.ts';

/** Bursts of events (a run's stages) collapse into one follow-up fetch. */
const FOLLOW_UP_DEBOUNCE_MS = 750;

function createDebouncer() {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    run(key: string, fn: () => void) {
      const existing = timers.get(key);
      if (existing) clearTimeout(existing);
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          fn();
        }, FOLLOW_UP_DEBOUNCE_MS),
      );
    },
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Applies one `flow_updated` event to every cached list page and to the flow's detail. */
export function applyFlowUpdate(
  queryClient: QueryClient,
  update: NonNullable<ReturnType<typeof readFlowUpdate>>,
): { onList: boolean; hasDetail: boolean } {
  const id = update.id!;
  let onList = false;
  for (const [key, page] of queryClient.getQueriesData<TPage<TFlow>>({
    queryKey: flowsKeys.lists(),
  })) {
    if (!isFlowOnPage(page, id)) continue;
    onList = true;
    queryClient.setQueryData(key, mergeFlowIntoPage(page, update));
  }
  const detail = queryClient.getQueryData<TFlow>(flowsKeys.detail(id));
  if (detail) queryClient.setQueryData(flowsKeys.detail(id), mergeFlow(detail, update));
  return { onList, hasDetail: Boolean(detail) };
}

/**
 * Flow Administration without polling: each `flow_updated` event (Admin sockets) updates its row
 * and open dialog in place at once, then, debounced, refetches what an event cannot carry: the
 * stage timeline of an open flow, the stat cards, and the list when a new flow appeared.
 */
export function useFlowLiveUpdates(): void {
  const queryClient = useQueryClient();
  const debouncer = useRef(createDebouncer());

  useEffect(() => {
    const current = debouncer.current;
    return () => current.clear();
  }, []);

  useLiveEvent('flow_updated', (event) => {
    const update = readFlowUpdate(event.payload, event.entityId);
    if (!update?.id) return;
    const id = update.id;
    const { onList, hasDetail } = applyFlowUpdate(queryClient, update);
    const { run } = debouncer.current;
    run('metrics', () =>
      queryClient.invalidateQueries({ queryKey: [...flowsKeys.all, 'metrics'] }),
    );
    if (hasDetail)
      run(`detail:${id}`, () => queryClient.invalidateQueries({ queryKey: flowsKeys.detail(id) }));
    if (!onList) run('lists', () => queryClient.invalidateQueries({ queryKey: flowsKeys.lists() }));
  });
}
