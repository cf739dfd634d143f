import { PRESENCE_EVENT, ZPresenceMessage, type TPresenceMessage } from '@staffing/domain';
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

// Job events carry progress of one background job; only sockets that asked for the job get them.
// scoring_analysis_complete is deliberately absent: it updates scores on every board.
const JOB_EVENT = /^(need_analysis_|candidate_analysis_|mail_generation_|need_description_mail_)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJobId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id !== '' && id.length <= MAX_JOB_ID_LENGTH ? id : null;
}

// Entity events refresh boards and lists, so every signed-in socket gets them even when a
// publisher tags them with the job that caused them.
const ENTITY_EVENT = /^(need_|candidate_|step_|workflow_request_|scoring_analysis_complete$)/;

/**
 * The job an event belongs to, or null for an event that every signed-in socket gets. A job event
 * published without job_id falls back to its entity_id, which the spec uses as the job id ("a job
 * id comes back as entity_id"); any other event is a job event only when it carries job_id.
 */
export function readEventJobId(event: TLiveEvent): string | null {
  if (JOB_EVENT.test(event.event_type))
    return readJobId(event.job_id) ?? readJobId(event.entity_id);
  if (ENTITY_EVENT.test(event.event_type)) return null;
  return readJobId(event.job_id);
}

/**
 * Reads one client message. The spec names the command in `type`; `action` and `event_type` are
 * accepted too. `{ type: 'authenticate', token }` hands over a refreshed access token. Anything
 * else (not JSON, unknown command, no job id, a presence message that is not exactly its shape)
 * yields null and is ignored.
 */
export function parseClientCommand(data: string): TClientCommand | null {
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(message)) return null;
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

/** Checks an event that came from another process before it reaches sockets. */
export function isLiveEvent(value: unknown): value is TLiveEvent {
  return (
    isRecord(value) &&
    typeof value.event_type === 'string' &&
    value.event_type !== '' &&
    typeof value.entity_id === 'string' &&
    typeof value.timestamp === 'string' &&
    isRecord(value.payload) &&
    (value.audience === undefined ||
      (Array.isArray(value.audience) && value.audience.every((r) => typeof r === 'string')))
  );
}
