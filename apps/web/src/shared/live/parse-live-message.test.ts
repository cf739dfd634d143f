// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseLiveMessage } from './parse-live-message.ts';

describe('parseLiveMessage', () => {
  it('reads the event_type/payload spelling', () => {
    const raw = JSON.stringify({
      event_type: 'need_updated',
      entity_id: 'n1',
      timestamp: '2025-01-01T00:00:00Z',
      payload: { column: 'SALE' },
    });

    expect(parseLiveMessage(raw, 42)).toEqual({
      type: 'need_updated',
      entityId: 'n1',
      jobId: null,
      timestamp: '2025-01-01T00:00:00Z',
      payload: { column: 'SALE' },
      error: null,
      receivedAt: 42,
    });
  });

  it('reads the type/data/error spelling', () => {
    const raw = JSON.stringify({
      type: 'mail_generation_error',
      entity_id: 'job-1',
      data: { step: 2 },
      error: 'Model unavailable',
    });

    expect(parseLiveMessage(raw, 0)).toMatchObject({
      type: 'mail_generation_error',
      payload: { step: 2 },
      error: 'Model unavailable',
      timestamp: null,
    });
  });

  it('finds failure text inside the payload too', () => {
    const raw = JSON.stringify({
      event_type: 'need_analysis_error',
      payload: { error: 'Unreadable PDF' },
    });

    expect(parseLiveMessage(raw, 0)).toMatchObject({ entityId: null, error: 'Unreadable PDF' });
  });

  it('turns numeric entity ids into strings', () => {
    expect(parseLiveMessage(JSON.stringify({ type: 'x', entity_id: 7 }), 0)?.entityId).toBe('7');
  });

  it('keeps a missing payload as null', () => {
    expect(parseLiveMessage(JSON.stringify({ type: 'connection_test' }), 0)?.payload).toBeNull();
  });

  it.each([
    ['non-JSON text', 'hello'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"need_created"'],
    ['an object without an event name', '{"entity_id":"n1"}'],
    ['an empty event name', '{"type":""}'],
    ['binary data', new Uint8Array([1, 2])],
  ])('rejects %s', (_label, data) => {
    expect(parseLiveMessage(data, 0)).toBeNull();
  });
});
