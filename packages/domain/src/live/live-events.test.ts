import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LIVE_EVENT_PAYLOADS,
  LIVE_EVENT_TYPES,
  liveEvent,
  readLiveEvent,
  ZLiveEnvelope,
  type TLiveEvent,
  type TLiveEventType,
} from './live-events.ts';

type TJsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  $defs?: Record<string, TJsonSchema>;
  format?: string;
};

const SAMPLE_TEXT: Record<string, string> = {
  'date-time': '2026-01-02T03:04:05.000Z',
  email: 'someone@example.com',
  uuid: '0b9f4c1e-0a6d-4c53-9f1e-2d4c6b8a7e10',
};

/** The smallest value a JSON schema accepts: required fields only, the first of every choice. */
function sampleOf(schema: TJsonSchema, defs: Record<string, TJsonSchema>): unknown {
  if (schema.$ref) return sampleOf(defs[schema.$ref.split('/').pop()!]!, defs);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return sampleOf(choice[0]!, defs);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleOf(schema.properties![key]!, defs)]),
      );
    case 'array':
      return [];
    case 'string':
      return SAMPLE_TEXT[schema.format ?? ''] ?? 'text';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function sampleEvent(type: TLiveEventType): TLiveEvent {
  const json = z.toJSONSchema(LIVE_EVENT_PAYLOADS[type], {
    io: 'output',
    unrepresentable: 'any',
  }) as TJsonSchema;
  const payload = sampleOf(json, json.$defs ?? {}) as never;
  return liveEvent(type, 'e1', payload, new Date('2026-01-02T03:04:05.000Z'));
}

describe('the live events', () => {
  it.each(LIVE_EVENT_TYPES)('%s travels as JSON and reads back as it was sent', (type) => {
    const event = sampleEvent(type);
    const wire = JSON.parse(JSON.stringify(event)) as unknown;
    expect(readLiveEvent(wire)).toBe(wire);
    expect(readLiveEvent(wire)).toEqual(event);
    expect(ZLiveEnvelope.safeParse(wire).success).toBe(true);
  });

  it('keeps a field the schema does not name (a message is checked, never rewritten)', () => {
    const event = sampleEvent('candidate_updated');
    const wire = { ...event, payload: { ...event.payload, extra: 1 } };
    expect(readLiveEvent(wire)).toEqual(wire);
  });

  it('refuses a malformed message', () => {
    const need = sampleEvent('need_created');
    for (const message of [
      null,
      'need_created',
      [],
      { ...need, event_type: 'not_an_event' },
      { ...need, entity_id: 7 },
      { ...need, timestamp: undefined },
      { ...need, payload: {} },
      { ...need, payload: { need: { id: 'n1' } } },
      { ...need, job_id: 42 },
      { ...sampleEvent('need_updated'), payload: { column: 'SALE' } },
      { ...sampleEvent('step_created'), payload: { step: null, need_id: 'n', candidate_id: 'c' } },
    ])
      expect(readLiveEvent(message)).toBeNull();
  });

  it('tells the two need_updated payloads apart: the changes with the need, a detached candidate', () => {
    const detached = liveEvent('need_updated', 'n1', {
      action: 'CANDIDATE_DETACHED',
      candidate_id: 'c1',
      column: 'SALE',
      progressPct: 100,
    });
    expect(readLiveEvent(detached)).toBe(detached);
  });

  it('checks only the envelope of a message between processes', () => {
    const event = { ...liveEvent('flow_updated', 'flow_1', {} as never), audience: ['Admin'] };
    expect(ZLiveEnvelope.safeParse(event).success).toBe(true);
    expect(ZLiveEnvelope.safeParse({ ...event, event_type: 'x' }).success).toBe(false);
    expect(ZLiveEnvelope.safeParse({ ...event, audience: 'Admin' }).success).toBe(false);
  });
});
