export type TSchedulerTimers = {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const defaultTimers: TSchedulerTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Per-key refresh: each request waits `delayMs`, a burst collapses into one run (`debounceMs`)
 * and a key runs at most once per `throttleMs` (spec 001 section 9: candidate refresh 100 ms,
 * debounce 200 ms, throttle 2 s).
 */
export function createRefreshScheduler(
  run: (key: string) => void,
  {
    delayMs,
    debounceMs = 0,
    throttleMs = 0,
  }: { delayMs: number; debounceMs?: number; throttleMs?: number },
  timers: TSchedulerTimers = defaultTimers,
) {
  const pending = new Map<string, unknown>();
  const lastRun = new Map<string, number>();
  return {
    schedule(key: string) {
      const existing = pending.get(key);
      if (existing !== undefined) timers.clearTimeout(existing);
      const last = lastRun.get(key);
      const sinceLast = last === undefined ? Infinity : timers.now() - last;
      const wait = Math.max(delayMs + debounceMs, throttleMs - sinceLast);
      pending.set(
        key,
        timers.setTimeout(() => {
          pending.delete(key);
          lastRun.set(key, timers.now());
          run(key);
        }, wait),
      );
    },
    cancelAll() {
      for (const handle of pending.values()) timers.clearTimeout(handle);
      pending.clear();
    },
  };
}
