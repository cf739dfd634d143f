import { readLiveEvent } from '@staffing/domain';
import type { LiveEvent } from './live-event.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readId(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/**
 * Normalises one raw socket message. The spec allows `type` or `event_type`, `payload` or
 * `data`, and failure text in `error` (we also look inside the payload, where some senders
 * put it). Returns null for anything that is not a JSON object with an event name. A message
 * that meets the domain's live event contract is also kept, typed, as `message`.
 */
export function parseLiveMessage(data: unknown, receivedAt: number): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(message)) return null;

  const type = message.event_type ?? message.type;
  if (typeof type !== 'string' || type === '') return null;

  const payload = 'payload' in message ? message.payload : (message.data ?? null);
  const error = message.error ?? (isRecord(payload) ? payload.error : undefined);
  const checked = readLiveEvent(message);

  return {
    type,
    entityId: readId(message.entity_id),
    jobId: readId(message.job_id),
    timestamp: typeof message.timestamp === 'string' ? message.timestamp : null,
    payload,
    error: typeof error === 'string' ? error : null,
    receivedAt,
    ...(checked ? { message: checked } : {}),
  };
}
