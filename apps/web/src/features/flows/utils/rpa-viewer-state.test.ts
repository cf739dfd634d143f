import { describe, expect, it } from 'vitest';
import { RPA_MESSAGES } from '@staffing/domain';
import { parseRpaStreamMessage } from './parse-rpa-stream-message.ts';
import {
  initialRpaViewerState,
  reduceRpaViewer,
  type TRpaViewerEvent,
} from './rpa-viewer-state.ts';

const run = (...events: TRpaViewerEvent[]) => events.reduce(reduceRpaViewer, initialRpaViewerState);
const frame = (data: string): TRpaViewerEvent => ({
  type: 'message',
  message: { type: 'screencast_frame', data, timestamp: 't' },
});

describe('RPA viewer state', () => {
  it('goes connecting, connected and waiting, then showing frames, keeping the last 10', () => {
    expect(run({ type: 'connecting', attempt: 1 }).phase).toBe('connecting');
    expect(run({ type: 'connecting', attempt: 1 }, { type: 'opened' }).phase).toBe('connected');
    const state = run({ type: 'opened' }, ...Array.from({ length: 12 }, (_, i) => frame(`f${i}`)));
    expect(state.phase).toBe('streaming');
    expect(state.frames.map((f) => f.data)).toEqual(
      Array.from({ length: 10 }, (_, i) => `f${i + 2}`),
    );
  });

  it('warns of missing frames only while none came', () => {
    expect(run({ type: 'opened' }, { type: 'no_frames' }).hasNoFrames).toBe(true);
    expect(run({ type: 'opened' }, frame('a'), { type: 'no_frames' }).hasNoFrames).toBe(false);
    expect(run({ type: 'no_frames' }, frame('a')).hasNoFrames).toBe(false);
    const api = run(
      { type: 'opened' },
      {
        type: 'message',
        message: {
          type: 'status_update',
          status: 'processing',
          message: RPA_MESSAGES.streamApiRun,
        },
      },
      { type: 'no_frames' },
    );
    expect(api).toMatchObject({ isApiRun: true, hasNoFrames: false });
  });

  it('follows the 2FA entry: asked, refused with the default message, accepted', () => {
    const asked = run({
      type: 'message',
      message: { type: 'twofa_code_request', message: 'Code?' },
    });
    expect(asked.twofa).toEqual({ state: 'waiting_for_2fa', prompt: 'Code?', message: null });
    const refused = reduceRpaViewer(reduceRpaViewer(asked, { type: 'code_sent' }), {
      type: 'message',
      message: { type: 'twofa_error', message: '' },
    });
    expect(refused.twofa).toMatchObject({ state: 'error', message: RPA_MESSAGES.invalidCode });
    const accepted = reduceRpaViewer(refused, {
      type: 'message',
      message: { type: 'twofa_success', message: 'ok' },
    });
    expect(accepted.twofa).toEqual({ state: 'success', prompt: null, message: 'ok' });
  });

  it('says the connection was lost when the socket closes during the 2FA entry, and clears it once back', () => {
    const lost = run(
      { type: 'opened' },
      { type: 'message', message: { type: 'twofa_code_request', message: '' } },
      { type: 'closed', willRetry: true },
    );
    expect(lost.phase).toBe('reconnecting');
    expect(lost.twofa).toMatchObject({ state: 'error', message: RPA_MESSAGES.connectionLost });
    expect(reduceRpaViewer(lost, { type: 'opened' }).twofa).toMatchObject({
      state: 'waiting_for_2fa',
      message: null,
    });
    // Without an open entry a close says nothing about 2FA.
    expect(run({ type: 'closed', willRetry: true }).twofa.state).toBe('idle');
  });

  it('ends quietly on a normal close and fails with the reason otherwise', () => {
    expect(run({ type: 'closed', willRetry: false })).toMatchObject({
      phase: 'ended',
      error: null,
    });
    expect(
      run({ type: 'closed', willRetry: false, error: RPA_MESSAGES.streamConnectFailed }),
    ).toMatchObject({ phase: 'failed', error: 'Failed to connect to RPA stream' });
  });

  it('keeps the status lines with their messages', () => {
    const state = run(
      {
        type: 'message',
        message: {
          type: 'connection_established',
          flow_id: 'f',
          status: 'processing',
          message: 'hi',
        },
      },
      {
        type: 'message',
        message: { type: 'status_update', status: 'processing', message: 'login' },
      },
    );
    expect(state.statusLines).toEqual([
      { status: 'processing', message: 'hi' },
      { status: 'processing', message: 'login' },
    ]);
    expect(state.flowStatus).toBe('processing');
  });
});

describe('parseRpaStreamMessage', () => {
  it('reads type or event_type, with fields at the top or in payload', () => {
    expect(
      parseRpaStreamMessage('{"type":"status_update","status":"processing","message":"x"}'),
    ).toEqual({
      type: 'status_update',
      status: 'processing',
      message: 'x',
    });
    expect(
      parseRpaStreamMessage({ event_type: 'twofa_error', payload: { message: 'Wrong code' } }),
    ).toEqual({ type: 'twofa_error', message: 'Wrong code' });
    expect(
      parseRpaStreamMessage({ type: 'screencast_frame', data: 'AAAA', timestamp: 't1' }),
    ).toEqual({ type: 'screencast_frame', data: 'AAAA', timestamp: 't1' });
  });

  it('ignores anything else', () => {
    expect(parseRpaStreamMessage('not json')).toBeNull();
    expect(parseRpaStreamMessage({ type: 'flow_updated' })).toBeNull();
    expect(parseRpaStreamMessage({ type: 'screencast_frame' })).toBeNull();
    expect(parseRpaStreamMessage(42)).toBeNull();
  });
});
