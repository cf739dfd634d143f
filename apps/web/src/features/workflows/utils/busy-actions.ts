/**
 * The trigger helper's per-action busy flags (spec 001 §4), kept outside React: the tracker
 * redirects to /admin/workflows at once, and a user who comes back within the 5 s still finds
 * the action busy.
 */
const busy = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
};

export const busyActions = {
  key: (needId: string, type: string) => `${needId}:${type}`,
  isBusy: (key: string) => busy.has(key),
  /** Marks the action busy; false when it already was (a second click does nothing). */
  claim(key: string): boolean {
    if (busy.has(key)) return false;
    busy.add(key);
    notify();
    return true;
  },
  release(key: string): void {
    if (busy.delete(key)) notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getVersion: () => version,
};
