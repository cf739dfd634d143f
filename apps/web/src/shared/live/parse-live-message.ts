import { isJsonObject, parseJsonObject } from '@staffing/domain';
import type { LiveEvent } from './live-event.ts';

function readId(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/**
 * Normalises one raw socket message. The spec allows `type` or `event_type`, `payload` or
 * `data`, and failure text in `error` (we also look inside the payload, where some senders
 * put it). Returns null for anything that is not a JSON object with an event name. The
 * domain's zod union of live events is not run here: its schemas would cost the first load about
 * 7 KiB (compressed) over its budget, and the spec's tolerant readings must be kept anyway.
 */
export function parseLiveMessage(data: unknown, receivedAt: number): LiveEvent | null {
  if (typeof data !== 'string') return null;
  const message = parseJsonObject(data);
  if (!message) return null;

  const type = message.event_type ?? message.type;
  if (typeof type !== 'string' || type === '') return null;

  const payload = 'payload' in message ? message.payload : (message.data ?? null);
  const error = message.error ?? (isJsonObject(payload) ? payload.error : undefined);

  return {
    type,
    entityId: readId(message.entity_id),
    jobId: readId(message.job_id),
    timestamp: typeof message.timestamp === 'string' ? message.timestamp : null,
    payload,
    error: typeof error === 'string' ? error : null,
    receivedAt,
  };
}
