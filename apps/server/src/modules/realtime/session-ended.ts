import type { TEventBus, TLiveEvent } from './event-bus.ts';

/** What forgets the signed-in users a change touches (auth's actor cache, in every process). */
export type TActorInvalidator = {
  invalidate(change: { userId?: string; sessionId?: string }): Promise<void>;
};

/**
 * Bus event telling every process that sessions ended, so that the sockets opened with them
 * (live events, RPA stream) are closed there. Its empty audience keeps it off every socket.
 */
export const SESSION_ENDED_EVENT = 'session_ended';

export const SESSION_END_REASONS = {
  revoked: 'Session revoked',
  signedOut: 'Signed out',
  signedOutEverywhere: 'Signed out everywhere',
  passwordChanged: 'Password changed',
  roleChanged: 'Role changed',
  userDeleted: 'User deleted',
} as const;

export type TSessionEndReason = keyof typeof SESSION_END_REASONS;

/** One session, or every session of a user but `keepSessionId` (your own password change). */
export type TSessionEnded = {
  reason: TSessionEndReason;
  userId?: string;
  sessionId?: string;
  keepSessionId?: string;
};

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The sessions an event ends, or null for any other event (or one that names none). */
export function readSessionEnded(event: TLiveEvent): TSessionEnded | null {
  if (event.event_type !== SESSION_ENDED_EVENT) return null;
  const p = event.payload;
  const reason = readString(p.reason);
  if (!reason || !Object.hasOwn(SESSION_END_REASONS, reason)) return null;
  const end: TSessionEnded = {
    reason: reason as TSessionEndReason,
    userId: readString(p.userId),
    sessionId: readString(p.sessionId),
    keepSessionId: readString(p.keepSessionId),
  };
  return end.userId || end.sessionId ? end : null;
}

/** Whether a socket signed in as this user, with this session, must go. */
export function isSessionEnded(
  end: TSessionEnded,
  actor: { id: string; sessionId?: string },
): boolean {
  if (end.sessionId) return actor.sessionId === end.sessionId;
  return actor.id === end.userId && actor.sessionId !== end.keepSessionId;
}

/**
 * Call after the write has committed. The sockets hear it first: the actor cache's invalidation
 * that follows waits for every process, and each process reads the bus in order, so once this
 * resolves the sockets are closed everywhere.
 */
export async function announceSessionEnded(
  deps: { bus?: TEventBus; actors?: TActorInvalidator },
  end: TSessionEnded,
): Promise<void> {
  const { reason, ...who } = end;
  await deps.bus?.publish({
    event_type: SESSION_ENDED_EVENT,
    entity_id: end.sessionId ?? end.userId ?? '',
    timestamp: new Date().toISOString(),
    payload: { reason, ...who },
    audience: [],
  });
  await deps.actors?.invalidate({ userId: end.userId, sessionId: end.sessionId });
}
