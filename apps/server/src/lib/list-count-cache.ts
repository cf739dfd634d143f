import { createFreshCache } from '../../lib/fresh-cache.ts';
import type { TEventBus, TLiveEvent } from '../realtime/event-bus.ts';

export type TNeedsCountCacheOptions = {
  /** Carries the need events of the other processes sharing the database. */
  bus?: TEventBus;
  /** Filters remembered at most (least recently used go first). */
  max?: number;
  /** A safety net only: need writes clear the cache at once; this bounds a missed event. */
  ttlMs?: number;
  now?: () => number;
};

/** Events that say a need was written (progress of a running analysis writes nothing). */
const isNeedWrite = (event: TLiveEvent) =>
  event.event_type.startsWith('need_') && event.event_type !== 'need_analysis_progress';

/**
 * The totals of the needs list, per filter. A page is an index range whatever the table's size,
 * but its exact total is a count of every matching row: at 100,000 needs it was most of a list
 * request's time. Totals are kept until any need is written, here or in another process (every
 * need write goes through the needs service, which publishes a `need_*` event after commit).
 */
export function createNeedsCountCache(options: TNeedsCountCacheOptions = {}) {
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
    if (isNeedWrite(event)) clear();
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
