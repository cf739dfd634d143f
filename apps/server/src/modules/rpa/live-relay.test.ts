import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createLiveRelay } from './live-relay.ts';

/** A socket that records what it is sent; `bufferedAmount` set by the test (a slow viewer). */
function fakeSocket() {
  const sent: TSent[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (text: string) => sent.push(JSON.parse(text)),
  };
  return { socket: socket as unknown as WebSocket & { bufferedAmount: number }, sent };
}

type TSent = { type: string; data?: string; message?: string };
const frames = (sent: TSent[]) => sent.filter((m) => m.type === 'screencast_frame');

describe('live relay', () => {
  // The relay paces frames on its own timer: the tests move that clock rather than wait on it.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('caps the frame rate and sends only the latest frame', async () => {
    const relay = createLiveRelay({ limits: { maxFramesPerSecond: 10 } });
    const viewer = fakeSocket();
    await relay.addViewer('rpa_1', viewer.socket);
    for (let i = 0; i < 50; i++) relay.takeFrame('rpa_1', `frame-${i}`);
    await vi.advanceTimersByTimeAsync(250);
    const got = frames(viewer.sent);
    expect(got.length).toBe(1);
    expect(got[0]!.data).toBe('frame-49');
    // A static page sends nothing new: nothing more is sent.
    await vi.advanceTimersByTimeAsync(250);
    expect(frames(viewer.sent).length).toBe(1);
    await relay.close();
  });

  it('skips a slow viewer until its buffer drains, then sends it the newest frame', async () => {
    const relay = createLiveRelay({ limits: { maxFramesPerSecond: 20 } });
    const fast = fakeSocket();
    const slow = fakeSocket();
    await relay.addViewer('rpa_2', fast.socket);
    await relay.addViewer('rpa_2', slow.socket);
    slow.socket.bufferedAmount = 10 * 1024 * 1024;
    relay.takeFrame('rpa_2', 'a');
    await vi.advanceTimersByTimeAsync(120);
    relay.takeFrame('rpa_2', 'b');
    await vi.advanceTimersByTimeAsync(120);
    expect(frames(fast.sent).map((f) => f.data)).toEqual(['a', 'b']);
    expect(frames(slow.sent)).toEqual([]);
    slow.socket.bufferedAmount = 0;
    await vi.advanceTimersByTimeAsync(120);
    expect(frames(slow.sent).map((f) => f.data)).toEqual(['b']);
    await relay.close();
  });

  it('gives a late viewer the last frame and the pending 2FA prompt; an answered prompt is not repeated', async () => {
    const relay = createLiveRelay({ limits: { maxFramesPerSecond: 20 } });
    const first = fakeSocket();
    const leave = await relay.addViewer('rpa_3', first.socket);
    relay.takeFrame('rpa_3', 'last');
    relay.setPendingTwofa('rpa_3', { type: 'twofa_code_request', message: 'code?' });
    expect(first.sent.at(-1)).toEqual({ type: 'twofa_code_request', message: 'code?' });
    const late = fakeSocket();
    await relay.addViewer('rpa_3', late.socket);
    await vi.advanceTimersByTimeAsync(120);
    expect(late.sent[0]).toEqual({ type: 'twofa_code_request', message: 'code?' });
    expect(frames(late.sent).map((f) => f.data)).toEqual(['last']);
    relay.setPendingTwofa('rpa_3', null);
    const later = fakeSocket();
    await relay.addViewer('rpa_3', later.socket);
    expect(later.sent.filter((m) => m.type === 'twofa_code_request')).toEqual([]);
    await leave();
    expect(relay.viewerCount('rpa_3')).toBe(2);
    await relay.close();
  });
});
