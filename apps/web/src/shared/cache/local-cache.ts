/** Key and version of the local data cache (docs/decisions/0013-local-cache.md). */
export const LOCAL_CACHE_KEY = 'staffing-pipeline-cache';
export const LOCAL_CACHE_VERSION = '2.1.0';

export type TLocalCache = {
  version: string;
  needsRefresh: boolean;
  savedAt: number;
  data: Record<string, unknown>;
};

/** Empties the cache and marks it as needing a refresh, as logout requires. */
export function resetLocalCache(): void {
  const empty: TLocalCache = {
    version: LOCAL_CACHE_VERSION,
    needsRefresh: true,
    savedAt: Date.now(),
    data: {},
  };
  try {
    localStorage.setItem(LOCAL_CACHE_KEY, JSON.stringify(empty));
  } catch {
    // Storage full or disabled: nothing cached, nothing to clear.
  }
}
