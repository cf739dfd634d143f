import { z } from 'zod';

/** Wait after the first throttled failure; it doubles with each further failure. */
export const LOGIN_BACKOFF_BASE_SECONDS = 30;
/** The back-off never exceeds this, so nobody can hold an account locked for long. */
export const LOGIN_BACKOFF_MAX_SECONDS = 15 * 60;

/**
 * Seconds an account must wait after its `failures`-th consecutive failed login: nothing for
 * the first `freeFailures`, then 30 s, 60 s, 120 s ... capped at 15 minutes.
 */
export function loginBackoffSeconds(failures: number, freeFailures: number): number {
  const over = failures - freeFailures;
  if (over <= 0) return 0;
  // The exponent is capped so that a huge count cannot overflow to Infinity.
  const delay = LOGIN_BACKOFF_BASE_SECONDS * 2 ** Math.min(over - 1, 30);
  return Math.min(delay, LOGIN_BACKOFF_MAX_SECONDS);
}

/** "Too many login attempts. Please wait 2 minutes and try again." */
export function describeLoginWait(seconds: number): string {
  const wait =
    seconds < 60
      ? `${Math.max(1, Math.ceil(seconds))} second${Math.ceil(seconds) > 1 ? 's' : ''}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) > 1 ? 's' : ''}`;
  return `Too many login attempts. Please wait ${wait} and try again.`;
}

/** One signed-in device of the current user (GET /api/v1/auth/sessions). */
export const ZAuthSession = z
  .object({
    id: z.string(),
    device: z.string().meta({ description: 'Browser and system, read from the User-Agent.' }),
    ipAddress: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime(),
    current: z.boolean().meta({ description: 'True for the session making this request.' }),
  })
  .meta({ id: 'AuthSession', description: 'One signed-in device of the current user.' });
export type TAuthSession = z.infer<typeof ZAuthSession>;

export const ZAuthSessionList = z
  .object({ items: z.array(ZAuthSession) })
  .meta({ id: 'AuthSessionList', description: 'This device first, then the most recent.' });
export type TAuthSessionList = z.infer<typeof ZAuthSessionList>;
