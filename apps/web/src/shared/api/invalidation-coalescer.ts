import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** A burst of live events must not refetch an endpoint more than a few times. */
export const INVALIDATION_COALESCING = {
  /** A quiet moment this long ends a burst: everything asked so far is refreshed at once. */
  debounceMs: 400,
  /** In a burst that does not stop, a refresh still happens this often. */
  maxWaitMs: 2000,
} as const;

type TTimers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const defaultTimers: TTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Collects the keys asked for and flushes them together, once the requests pause for
 * `debounceMs` or at the latest `maxWaitMs` after the first: each key once, all in the same tick,
 * so that queries sharing a batched request (the need cards' /candidates/bulk) refetch together.
 */
export function createCoalescer(
  flush: (keys: QueryKey[]) => void,
  {
    debounceMs = INVALIDATION_COALESCING.debounceMs,
    maxWaitMs = INVALIDATION_COALESCING.maxWaitMs,
  }: { debounceMs?: number; maxWaitMs?: number } = {},
  timers: TTimers = defaultTimers,
) {
  let pending = new Map<string, QueryKey>();
  let quietTimer: unknown;
  let maxTimer: unknown;

  const run = () => {
    timers.clearTimeout(quietTimer);
    timers.clearTimeout(maxTimer);
    quietTimer = undefined;
    maxTimer = undefined;
    const keys = [...pending.values()];
    pending = new Map();
    if (keys.length) flush(keys);
  };

  return {
    add(key: QueryKey) {
      pending.set(hashKey(key), key);
      timers.clearTimeout(quietTimer);
      quietTimer = timers.setTimeout(run, debounceMs);
      maxTimer ??= timers.setTimeout(run, maxWaitMs);
    },
    /** Refreshes what is waiting now (tests, or a user's explicit Refresh). */
    flushNow: run,
    cancel() {
      timers.clearTimeout(quietTimer);
      timers.clearTimeout(maxTimer);
      quietTimer = undefined;
      maxTimer = undefined;
      pending = new Map();
    },
  };
}

const byClient = new WeakMap<QueryClient, ReturnType<typeof createCoalescer>>();

/**
 * Calls `drop` whenever the client's cache is emptied (the session ended: `clearSession` clears
 * it): a refresh waiting for the old session's queries has nothing left to refresh, and firing
 * later it would refetch what the next session has just loaded.
 */
export function whenCacheEmptied(queryClient: QueryClient, drop: () => void): void {
  const cache = queryClient.getQueryCache();
  cache.subscribe((event) => {
    if (event.type === 'removed' && cache.getAll().length === 0) drop();
  });
}

/**
 * The app's coalesced invalidation: live-event handlers call it instead of
 * `queryClient.invalidateQueries`, so a burst of events costs a couple of refetches per query.
 */
export function invalidateCoalesced(queryClient: QueryClient, queryKey: QueryKey): void {
  let coalescer = byClient.get(queryClient);
  if (!coalescer) {
    coalescer = createCoalescer((keys) => {
      for (const key of keys) void queryClient.invalidateQueries({ queryKey: key });
    });
    byClient.set(queryClient, coalescer);
    whenCacheEmptied(queryClient, coalescer.cancel);
  }
  coalescer.add(queryKey);
}
