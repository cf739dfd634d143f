import type { TActor } from '../../lib/actor.ts';
import {
  isSessionEnded,
  readSessionEnded,
  SESSION_END_REASONS,
  type TSessionEnded,
} from './session-ended.ts';
import type { TLiveEvent } from './event-bus.ts';

/**
 * Close codes of every socket signed in with an access token (live events, RPA stream): 4001 the
 * token was refused or has expired (the client refreshes it and reconnects), 4002 its session
 * ended (revoked, signed out everywhere, password or role changed, user deleted: the client tries
 * its refresh token, which signs it out when the session is gone).
 */
export const SIGN_IN_CLOSE = { authFailed: 4001, sessionEnded: 4002 } as const;
export const TOKEN_EXPIRED_REASON = 'Token expired';

/** Who a socket is signed in as, and until when (its access token's expiry, epoch ms). */
export type TSocketIdentity = { actor: TActor; expiresAt: number };

/** Resolves an access token to its user and expiry, or null when it signs nobody in. */
export type TAuthenticateSocket = (token: string | undefined) => Promise<TSocketIdentity | null>;

// setTimeout's longest delay; a later expiry is waited for in steps.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Calls `onExpired` once the time `expiresAt()` names has passed. It is read again when the timer
 * fires, so a socket re-authenticated meanwhile (a later expiry) keeps going. Returns the stop.
 */
export function watchTokenExpiry(expiresAt: () => number, onExpired: () => void): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = expiresAt() - Date.now();
    if (left <= 0) {
      onExpired();
      return;
    }
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}

/** The close reason for a socket whose session this event ends, or null when it does not. */
export function readSessionEndFor(event: TLiveEvent, actor: TActor): string | null {
  const end = readSessionEnded(event);
  return end && isSessionEnded(end, actor) ? SESSION_END_REASONS[end.reason] : null;
}

const RECENT_ENDS_KEPT = 200;

/**
 * The sessions ended lately, numbered: a socket whose token check was still running when its
 * session ended (the check may have read the session before the revocation committed) looks
 * here once signed in.
 */
export function createRecentSessionEnds() {
  const ends: { seq: number; end: TSessionEnded }[] = [];
  let seq = 0;
  return {
    /** The number to give `endedSince` later. */
    mark: () => seq,
    record(event: TLiveEvent) {
      const end = readSessionEnded(event);
      if (!end) return;
      seq += 1;
      ends.push({ seq, end });
      if (ends.length > RECENT_ENDS_KEPT) ends.shift();
    },
    /** The close reason when a session end recorded after `mark` concerns this actor. */
    endedSince(mark: number, actor: TActor): string | null {
      for (const { seq: at, end } of ends)
        if (at > mark && isSessionEnded(end, actor)) return SESSION_END_REASONS[end.reason];
      return null;
    },
  };
}
