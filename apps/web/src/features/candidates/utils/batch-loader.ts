/**
 * Collects the keys asked for within one short window and loads them with a single call, so
 * every need card mounted together shares one `/candidates/bulk` request.
 */
export function createBatchLoader<V>(
  loadMany: (keys: string[]) => Promise<Record<string, V>>,
  windowMs = 10,
) {
  let pending = new Map<
    string,
    { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]
  >();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = async () => {
    const batch = pending;
    pending = new Map();
    timer = null;
    try {
      const result = await loadMany([...batch.keys()]);
      for (const [key, waiters] of batch) for (const w of waiters) w.resolve(result[key]);
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  };

  return {
    load(key: string): Promise<V | undefined> {
      return new Promise((resolve, reject) => {
        const waiters = pending.get(key) ?? [];
        waiters.push({ resolve, reject });
        pending.set(key, waiters);
        timer ??= setTimeout(() => void flush(), windowMs);
      });
    },
  };
}
