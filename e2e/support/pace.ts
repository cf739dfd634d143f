import { setTimeout as pause } from 'node:timers/promises';

/**
 * Runs `act` once per item, spread evenly over `durationMs`: the pace of another user's writes,
 * which a journey plays against the page. It waits for no result; the journey then waits for
 * what the page shows.
 */
export async function paced<T>(
  items: readonly T[],
  durationMs: number,
  act: (item: T) => Promise<unknown>,
): Promise<void> {
  const start = Date.now();
  for (const [i, item] of items.entries()) {
    const due = start + (i * durationMs) / items.length - Date.now();
    if (due > 0) await pause(due);
    await act(item);
  }
}
