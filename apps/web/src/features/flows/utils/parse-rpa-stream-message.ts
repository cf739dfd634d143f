import {
  isJsonObject,
  parseJsonObject,
  RPA_STREAM_EVENTS,
  type TRpaStreamEvent,
  type TRpaStreamMessage,
} from '@staffing/domain';

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * One message of the RPA stream (spec 001 'Live channels'): `type` or `event_type`, its fields at
 * the top or inside `payload` / `data` (a frame's `data` is the base64 JPEG itself). Null for
 * anything else, which the viewer ignores.
 */
export function parseRpaStreamMessage(raw: unknown): TRpaStreamMessage | null {
  const value = typeof raw === 'string' ? parseJsonObject(raw) : raw;
  if (!isJsonObject(value)) return null;
  const type = text(value.type) ?? text(value.event_type);
  if (!type || !(RPA_STREAM_EVENTS as readonly string[]).includes(type)) return null;
  const fields: Record<string, unknown> = {
    ...(isJsonObject(value.payload) ? value.payload : {}),
    ...(isJsonObject(value.data) ? value.data : {}),
    ...value,
  };
  switch (type as TRpaStreamEvent) {
    case 'connection_established':
      return {
        type: 'connection_established',
        flow_id: text(fields.flow_id) ?? text(fields.flowId) ?? '',
        status: text(fields.status) ?? '',
        message: text(fields.message),
      };
    case 'status_update':
      return {
        type: 'status_update',
        status: text(fields.status) ?? '',
        message: text(fields.message),
      };
    case 'screencast_frame': {
      const data = text(value.data) ?? text(fields.frame) ?? text(fields.image);
      if (!data) return null;
      return {
        type: 'screencast_frame',
        data,
        timestamp: text(fields.timestamp) ?? new Date().toISOString(),
      };
    }
    default:
      return { type, message: text(fields.message) ?? '' } as TRpaStreamMessage;
  }
}
