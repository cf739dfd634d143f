import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../../test/live-fixtures.ts';
import {
  isLiveEvent,
  parseClientCommand,
  readEventJobId,
  serializeLiveEvent,
} from './live-message.ts';

describe('parseClientCommand', () => {
  it('reads subscribe_job from type, action or event_type', () => {
    expect(parseClientCommand('{"type":"subscribe_job","job_id":"j1"}')).toEqual({
      kind: 'subscribe_job',
      jobId: 'j1',
    });
    expect(parseClientCommand('{"action":"subscribe_job","job_id":"j2"}')).toEqual({
      kind: 'subscribe_job',
      jobId: 'j2',
    });
    expect(parseClientCommand('{"event_type":"unsubscribe_job","jobId":7}')).toEqual({
      kind: 'unsubscribe_job',
      jobId: '7',
    });
  });

  it('reads presence messages and refuses malformed ones', () => {
    const needId = 'ABCDEF01-1234-1234-1234-123456789012';
    expect(
      parseClientCommand(JSON.stringify({ type: 'presence', needId, state: 'editing' })),
    ).toEqual({ kind: 'presence', needId: needId.toLowerCase(), state: 'editing' });
    for (const message of [
      { type: 'presence', needId, state: 'sleeping' },
      { type: 'presence', needId: 'need-1', state: 'viewing' },
      { type: 'presence', needId },
      { type: 'presence', needId: 42, state: 'left' },
    ])
      expect(parseClientCommand(JSON.stringify(message))).toBeNull();
  });

  it('reads a refreshed access token, and refuses an empty or oversized one', () => {
    expect(parseClientCommand('{"type":"authenticate","token":"abc.def.ghi"}')).toEqual({
      kind: 'authenticate',
      token: 'abc.def.ghi',
    });
    for (const token of ['', 42, null, 'x'.repeat(4097)])
      expect(parseClientCommand(JSON.stringify({ type: 'authenticate', token }))).toBeNull();
  });

  it('ignores anything else', () => {
    for (const text of [
      '',
      'nope',
      '[]',
      'null',
      '{}',
      '{"type":"subscribe_job"}',
      '{"type":"subscribe_job","job_id":""}',
      '{"type":"subscribe_job","job_id":{}}',
      '{"type":"delete_all","job_id":"x"}',
      JSON.stringify({ type: 'subscribe_job', job_id: 'x'.repeat(201) }),
    ]) {
      expect(parseClientCommand(text)).toBeNull();
    }
  });
});

describe('readEventJobId', () => {
  it('sends entity events to everyone, even when tagged with a job', () => {
    expect(readEventJobId(fixtureEvent('need_created', 'n1', {}))).toBeNull();
    expect(
      readEventJobId({ ...fixtureEvent('candidate_updated', 'c1', {}), job_id: 'j1' }),
    ).toBeNull();
    expect(readEventJobId(fixtureEvent('scoring_analysis_complete', 's1', {}))).toBeNull();
  });

  it('keeps job events for the job, falling back to the entity id', () => {
    expect(
      readEventJobId({ ...fixtureEvent('need_analysis_progress', 'n1', {}), job_id: 'j1' }),
    ).toBe('j1');
    expect(readEventJobId(fixtureEvent('candidate_analysis_complete', 'j2', {}))).toBe('j2');
    expect(readEventJobId(fixtureEvent('mail_generation_error', 'j3', {}))).toBe('j3');
    expect(readEventJobId(fixtureEvent('need_description_mail_complete', 'j4', {}))).toBe('j4');
    expect(
      readEventJobId({ ...fixtureEvent('scoring_analysis_error', 'x', {}), job_id: 'j5' }),
    ).toBe('j5');
  });
});

describe('serializeLiveEvent', () => {
  it('writes the spec fields, job_id and error when present', () => {
    const at = new Date('2025-01-02T03:04:05.000Z');
    const event = {
      ...fixtureEvent('mail_generation_error', 'j1', { step: 2 }, at),
      error: 'boom',
    };
    expect(JSON.parse(serializeLiveEvent(event, 'j1'))).toEqual({
      event_type: 'mail_generation_error',
      entity_id: 'j1',
      timestamp: '2025-01-02T03:04:05.000Z',
      payload: { step: 2 },
      job_id: 'j1',
      error: 'boom',
    });
    expect(
      JSON.parse(serializeLiveEvent(fixtureEvent('need_deleted', 'n1', {}, at), null)),
    ).not.toHaveProperty('job_id');
  });
});

describe('isLiveEvent', () => {
  it('accepts the bus shape only', () => {
    expect(isLiveEvent(fixtureEvent('need_created', 'n1', {}))).toBe(true);
    expect(isLiveEvent({ event_type: 'x', entity_id: 1, timestamp: 't', payload: {} })).toBe(false);
    expect(isLiveEvent(null)).toBe(false);
  });

  it('keeps an audience of roles as it travels between processes', () => {
    const event = { ...fixtureEvent('flow_updated', 'flow_1', {}), audience: ['Admin'] };
    expect(isLiveEvent(JSON.parse(JSON.stringify(event)))).toBe(true);
    expect(isLiveEvent({ ...event, audience: 'Admin' })).toBe(false);
    expect(isLiveEvent({ ...event, audience: [1] })).toBe(false);
  });
});
