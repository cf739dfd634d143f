import { setTimeout as pause } from 'node:timers/promises';

export type TUntilOptions = {
  /** How long the condition has to come true (ms). */
  timeout?: number;
  /** What the failure says, so a timed-out wait names what never happened (read at the end). */
  message?: string | (() => string);
  /** How often the condition is read again (ms). */
  interval?: number;
};

/**
 * Reads `read` until it gives a truthy value and returns that value: a test waits for the row,
 * the event or the state it needs rather than for a guessed number of milliseconds. An error
 * thrown by `read` fails the wait at once; a value that never comes fails it at `timeout`.
 * This is the one place a test pauses between polls.
 */
export async function until<T>(
  read: () => T | Promise<T>,
  { timeout = 30_000, message = 'condition not reached', interval = 25 }: TUntilOptions = {},
): Promise<Exclude<T, false | 0 | '' | null | undefined>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value) return value as Exclude<T, false | 0 | '' | null | undefined>;
    if (Date.now() > deadline) {
      const text = typeof message === 'function' ? message() : message;
      throw new Error(`${text} (after ${timeout} ms)`);
    }
    await pause(interval);
  }
}
