export type TFreshCacheOptions = { max: number; ttlMs: number; now: () => number };

/**
 * Values read from the database, kept `ttlMs` at most (a safety net: writes invalidate at once)
 * and `max` of them, the least recently used going first. Every invalidation bumps a generation:
 * a load that began before one is not kept, since it may have read the rows as they were before
 * the write.
 */
export function createFreshCache<TEntry extends object>(options: TFreshCacheOptions) {
  const entries = new Map<string, TEntry & { expiresAt: number }>();
  let generation = 0;

  return {
    /** Every entry kept, for an invalidation that picks the ones it drops. */
    entries,
    /** Call on every invalidation, with the drop of what it touches. */
    invalidate() {
      generation += 1;
    },
    /** The live entry of `key`, now the most recently used; an expired one is dropped. */
    get(key: string): TEntry | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.expiresAt <= options.now()) return undefined;
      // Re-inserted: the Map's order is then the order of last use.
      entries.set(key, hit);
      return hit;
    },
    /** Runs `load`, and keeps the entry `entryOf` makes of it unless an invalidation came first. */
    async load<T>(
      key: string,
      load: () => Promise<T>,
      entryOf: (loaded: T) => TEntry | undefined,
    ): Promise<T> {
      const startedAt = generation;
      const loaded = await load();
      const entry = entryOf(loaded);
      if (entry && startedAt === generation) {
        entries.delete(key);
        entries.set(key, { ...entry, expiresAt: options.now() + options.ttlMs });
        if (entries.size > options.max) entries.delete(entries.keys().next().value!);
      }
      return loaded;
    },
  };
}
