import { CLOSE_CODES, type LiveTiming } from './live-timing.ts';

export type ReconnectDecision =
  { action: 'stop'; reason: string } | { action: 'retry'; delayMs: number; isAuthRetry: boolean };

interface ReconnectInput {
  code: number;
  /** Reconnects already tried since the last successful open. */
  attempts: number;
  /** Whether any event listener or job subscription still wants events. */
  hasSubscribers: boolean;
  timing: Pick<LiveTiming, 'baseDelayMs' | 'maxReconnectAttempts'>;
}

/** Back-off of spec 000: the base delay doubled once per attempt already made (1 s, 2 s, 4 s, ...). */
export function getBackoffDelay(baseDelayMs: number, attempts: number): number {
  return baseDelayMs * 2 ** attempts;
}

/**
 * What to do after a socket closed that the user did not close. The spec names 1006 and 1000 as
 * back-off codes and rules out only 4000; other closes (1001 when the server restarts, 1005
 * without a status) are network-level too, so they back off the same way rather than leave the
 * page silently offline. 1012 (service restart: the server drains on SIGTERM) reconnects at once.
 * 4001 (token refused or expired) and 4002 (session ended) reconnect with a refreshed token.
 */
export function decideReconnect({
  code,
  attempts,
  hasSubscribers,
  timing,
}: ReconnectInput): ReconnectDecision {
  if (code === CLOSE_CODES.serverError)
    return { action: 'stop', reason: 'the server reported an internal error (4000)' };
  if (!hasSubscribers) return { action: 'stop', reason: 'nobody is subscribed' };
  if (attempts >= timing.maxReconnectAttempts) {
    return { action: 'stop', reason: `gave up after ${timing.maxReconnectAttempts} attempts` };
  }
  if (code === CLOSE_CODES.authFailed)
    return { action: 'retry', delayMs: timing.baseDelayMs, isAuthRetry: true };
  // Nothing is wrong with the server: what the refresh answers decides at once.
  if (code === CLOSE_CODES.sessionEnded) return { action: 'retry', delayMs: 0, isAuthRetry: true };
  // A draining server (1012) is not a failing one: the first try goes at once, to another
  // instance behind the proxy; should that fail too, the usual back-off follows.
  if (code === CLOSE_CODES.serviceRestart && attempts === 0)
    return { action: 'retry', delayMs: 0, isAuthRetry: false };
  return {
    action: 'retry',
    delayMs: getBackoffDelay(timing.baseDelayMs, attempts),
    isAuthRetry: false,
  };
}
