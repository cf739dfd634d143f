import type { TEventBus, TLiveEvent } from '../modules/realtime/event-bus.ts';
import { createFreshCache } from './fresh-cache.ts';

export type TListCountCacheOptions = {
  /** Carries the events of the other processes sharing the database. */
  bus?: TEventBus;
  /** Filters remembered at most (least recently used go first). */
  max?: number;
  /** A safety net only: writes clear the cache at once; this bounds a missed event. */
  ttlMs?: number;
  now?: () => number;
};

/**
 * The totals of a paged list, per filter. A page is an index range whatever the table's size,
 * but its exact total is a count of every matching row: at 100,000 rows it was most of a list
 * request's time. Totals are kept until an event that `isWrite` names is published, here or in
 * another process (every write goes through its module's service, which publishes its event
 * after commit).
 */
export function createListCountCache(
  isWrite: (event: TLiveEvent) => boolean,
  options: TListCountCacheOptions = {},
) {
  const totals = createFreshCache<{ total: number }>({
    max: options.max ?? 1_000,
    ttlMs: options.ttlMs ?? 60_000,
    now: options.now ?? Date.now,
  });

  function clear() {
    totals.invalidate();
    totals.entries.clear();
  }

  options.bus?.subscribe((event) => {
    if (isWrite(event)) clear();
  });

  return {
    clear,

    async total(key: string, count: () => Promise<number>): Promise<number> {
      const hit = totals.get(key);
      if (hit) return hit.total;
      return totals.load(key, count, (total) => ({ total }));
    },
  };
}
