import { createFreshCache } from '../../lib/fresh-cache.ts';
import type { TEventBus, TLiveEvent } from '../realtime/event-bus.ts';

/**
 * Bus event telling every process to forget cached sign-ins. Its empty audience keeps it off
 * every socket; webhooks know no such event.
 */
export const ACTOR_INVALIDATED_EVENT = 'actor_cache_invalidated';

/** What changed: a user (role, name, deletion, all their sessions), one session, or API keys. */
export type TActorInvalidation = { userId?: string; sessionId?: string; apiKeys?: boolean };

export type TActorCacheOptions = {
  /** Carries invalidations to the other processes sharing the database. */
  bus?: TEventBus;
  /** Entries kept at most (least recently used go first). */
  max?: number;
  /** A safety net only: writes invalidate at once; this bounds a missed invalidation. */
  ttlMs?: number;
  now?: () => number;
};

const SESSION = 's:';
const API_KEY = 'k:';

/**
 * The signed-in users (by session) and API keys (by prefix) that requests present, so that a
 * request does not read them from the database each time. The users, auth and api-keys services
 * call `invalidate` after each write that changes who may do what (role change, deletion,
 * revoked session or key), in this process at once and in the others through the bus.
 */
export function createActorCache(options: TActorCacheOptions = {}) {
  const cache = createFreshCache<{ value: unknown; userId: string }>({
    max: options.max ?? 10_000,
    ttlMs: options.ttlMs ?? 30_000,
    now: options.now ?? Date.now,
  });
  const { entries } = cache;

  function apply(change: TActorInvalidation) {
    cache.invalidate();
    if (change.sessionId) entries.delete(SESSION + change.sessionId);
    if (!change.userId && !change.apiKeys) return;
    for (const [key, entry] of entries) {
      if (change.userId && entry.userId === change.userId) entries.delete(key);
      else if (change.apiKeys && key.startsWith(API_KEY)) entries.delete(key);
    }
  }

  function onEvent(event: TLiveEvent) {
    if (event.event_type !== ACTOR_INVALIDATED_EVENT) return;
    const p = event.payload;
    apply({
      userId: typeof p.userId === 'string' ? p.userId : undefined,
      sessionId: typeof p.sessionId === 'string' ? p.sessionId : undefined,
      apiKeys: p.apiKeys === true,
    });
  }
  options.bus?.subscribe(onEvent);

  async function through<T>(
    key: string,
    load: () => Promise<{ value: T; userId: string } | undefined>,
  ): Promise<T | undefined> {
    const hit = cache.get(key);
    if (hit) return hit.value as T;
    const loaded = await cache.load(key, load, (read) => read);
    return loaded?.value;
  }

  return {
    /** The session's user as `load` reads it, cached until invalidated (never a miss). */
    session<T>(sessionId: string, load: () => Promise<{ value: T; userId: string } | undefined>) {
      return through(SESSION + sessionId, load);
    },
    apiKey<T>(prefix: string, load: () => Promise<{ value: T; userId: string } | undefined>) {
      return through(API_KEY + prefix, load);
    },
    /** Updates a cached API key in place (its last use), without a new load. */
    updateApiKey<T>(prefix: string, update: (value: T) => T) {
      const hit = entries.get(API_KEY + prefix);
      if (hit) hit.value = update(hit.value as T);
    },
    /** Call after the write has committed. */
    async invalidate(change: TActorInvalidation): Promise<void> {
      apply(change);
      if (!options.bus) return;
      await options.bus.publish(
        {
          event_type: ACTOR_INVALIDATED_EVENT,
          entity_id: change.userId ?? change.sessionId ?? '',
          timestamp: new Date().toISOString(),
          payload: { ...change },
          audience: [],
        },
        // The write's reply waits until the other processes have been told.
        { awaitDelivery: true },
      );
    },
    /** Forgets everything here (tests that write the database directly). */
    clear() {
      cache.invalidate();
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type TActorCache = ReturnType<typeof createActorCache>;
