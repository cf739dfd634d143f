import { useQueryClient } from '@tanstack/react-query';
import type { TNeed } from '@staffing/domain';
import { invalidateCoalesced } from '../../../shared/api/index.ts';
import { useLiveEvent, type LiveEvent } from '../../../shared/live/index.ts';
import { getNeed } from '../api/get-need.ts';
import { patchNeedInCache, putNeedInCache, removeNeedFromCache } from '../api/need-cache.ts';
import { needsKeys } from '../api/query-keys.ts';
import { readNeedPatch } from '../utils/need-cache.ts';

const entityIdOf = (event: LiveEvent): string | null => {
  if (event.entityId) return event.entityId;
  const payload = event.payload as { id?: unknown } | null;
  return payload && typeof payload.id === 'string' ? payload.id : null;
};

/**
 * Keeps every needs cache in step with the server (spec 000 §4 Live events): created needs are
 * fetched and put on top, updates merged, deletions removed. Merging is idempotent, so the events
 * of our own changes land harmlessly on what the mutation already wrote.
 */
export function useNeedsLiveUpdates(): void {
  const queryClient = useQueryClient();

  useLiveEvent('need_created', (event) => {
    const id = entityIdOf(event);
    if (!id) return;
    getNeed(id)
      .then((need) => {
        putNeedInCache(queryClient, need);
        invalidateCoalesced(queryClient, needsKeys.clients());
      })
      .catch((error: unknown) => console.warn('Failed to load the created need', error));
  });

  useLiveEvent('need_updated', (event) => {
    const id = entityIdOf(event);
    if (!id) return;
    const { need, patch } = readNeedPatch(event.payload);
    if (need) putNeedInCache(queryClient, need as TNeed);
    else patchNeedInCache(queryClient, id, patch);
  });

  useLiveEvent('need_deleted', (event) => {
    const id = entityIdOf(event);
    if (id) removeNeedFromCache(queryClient, id);
  });
}
