// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideReconnect, getBackoffDelay } from './decide-reconnect.ts';
import { DEFAULT_LIVE_TIMING } from './live-timing.ts';

const base = { attempts: 0, hasSubscribers: true, timing: DEFAULT_LIVE_TIMING };

describe('getBackoffDelay', () => {
  it('doubles the 1000 ms base once per attempt already made', () => {
    expect([0, 1, 2, 3, 4].map((attempts) => getBackoffDelay(1_000, attempts))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000,
    ]);
  });
});

describe('decideReconnect', () => {
  it.each([1000, 1006, 1001, 1005])('backs off after close code %i', (code) => {
    expect(decideReconnect({ ...base, code, attempts: 2 })).toEqual({
      action: 'retry',
      delayMs: 4_000,
      isAuthRetry: false,
    });
  });

  it('reconnects at once when the server restarts (1012), then backs off if that fails', () => {
    expect(decideReconnect({ ...base, code: 1012, attempts: 0 })).toEqual({
      action: 'retry',
      delayMs: 0,
      isAuthRetry: false,
    });
    expect(decideReconnect({ ...base, code: 1012, attempts: 1 })).toEqual({
      action: 'retry',
      delayMs: 2_000,
      isAuthRetry: false,
    });
  });

  it('retries an authentication failure after the base delay', () => {
    expect(decideReconnect({ ...base, code: 4001, attempts: 3 })).toEqual({
      action: 'retry',
      delayMs: 1_000,
      isAuthRetry: true,
    });
  });

  it('tries a refreshed token at once when the server ended the session (4002)', () => {
    expect(decideReconnect({ ...base, code: 4002, attempts: 2 })).toEqual({
      action: 'retry',
      delayMs: 0,
      isAuthRetry: true,
    });
  });

  it('never retries an internal server error', () => {
    expect(decideReconnect({ ...base, code: 4000 })).toMatchObject({ action: 'stop' });
  });

  it('stops when nobody is subscribed', () => {
    expect(decideReconnect({ ...base, code: 1006, hasSubscribers: false })).toEqual({
      action: 'stop',
      reason: 'nobody is subscribed',
    });
  });

  it('stops once 5 attempts were made', () => {
    expect(decideReconnect({ ...base, code: 1006, attempts: 4 })).toMatchObject({
      action: 'retry',
    });
    expect(decideReconnect({ ...base, code: 1006, attempts: 5 })).toEqual({
      action: 'stop',
      reason: 'gave up after 5 attempts',
    });
    expect(decideReconnect({ ...base, code: 4001, attempts: 5 })).toMatchObject({ action: 'stop' });
  });
});
