import {
  parseJsonObject,
  PRESENCE_EVENT,
  ZLiveEnvelope,
  ZPresenceMessage,
  type TPresenceMessage,
} from '@staffing/domain';
import type { TLiveEvent } from './event-bus.ts';

/** What a client may ask for over the socket. */
export type TClientCommand =
  | { kind: 'subscribe_job' | 'unsubscribe_job'; jobId: string }
  | { kind: 'presence'; needId: string; state: TPresenceMessage['state'] }
  | { kind: 'authenticate'; token: string };

const MAX_JOB_ID_LENGTH = 200;
/** As long as the token the socket URL may carry. */
const MAX_TOKEN_LENGTH = 4096;
/** A client's new access token (after a refresh), so that its socket outlives the old one. */
export const AUTHENTICATE_COMMAND = 'authenticate';

function readJobId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id !== '' && id.length <= MAX_JOB_ID_LENGTH ? id : null;
}

/** The job an event belongs to, or null when the domain's LIVE_AUDIENCE says it is no job event. */
export { readLiveEventJobId as readEventJobId } from '@staffing/domain';

/**
 * Reads one client message. The spec names the command in `type`; `action` and `event_type` are
 * accepted too. `{ type: 'authenticate', token }` hands over a refreshed access token. Anything
 * else (not JSON, unknown command, no job id, a presence message that is not exactly its shape)
 * yields null and is ignored.
 */
export function parseClientCommand(data: string): TClientCommand | null {
  const message = parseJsonObject(data);
  if (!message) return null;
  const name = message.type ?? message.action ?? message.event_type;
  if (name === PRESENCE_EVENT) {
    // Presence: `{ type: 'presence', needId, state: 'viewing' | 'editing' | 'left' }`.
    const parsed = ZPresenceMessage.safeParse(message);
    return parsed.success
      ? { kind: 'presence', needId: parsed.data.needId.toLowerCase(), state: parsed.data.state }
      : null;
  }
  if (name === AUTHENTICATE_COMMAND) {
    const token = message.token;
    return typeof token === 'string' && token !== '' && token.length <= MAX_TOKEN_LENGTH
      ? { kind: 'authenticate', token }
      : null;
  }
  if (name !== 'subscribe_job' && name !== 'unsubscribe_job') return null;
  const jobId = readJobId(message.job_id ?? message.jobId);
  return jobId ? { kind: name, jobId } : null;
}

/** The JSON text a socket receives: the spec's live event message, with job_id for job events. */
export function serializeLiveEvent(event: TLiveEvent, jobId: string | null): string {
  return JSON.stringify({
    event_type: event.event_type,
    entity_id: event.entity_id,
    timestamp: event.timestamp,
    payload: event.payload ?? {},
    ...(jobId ? { job_id: jobId } : {}),
    ...(event.error !== undefined ? { error: event.error } : {}),
  });
}

/**
 * Checks an event that came from another process before it reaches sockets: a known type in the
 * live event envelope. Its payload is not parsed again: the publishing process built it typed.
 */
export function isLiveEvent(value: unknown): value is TLiveEvent {
  return ZLiveEnvelope.safeParse(value).success;
}
