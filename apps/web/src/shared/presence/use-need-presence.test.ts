import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { TPresenceState } from '@staffing/domain';
import { createLiveConnection, LiveConnectionContext } from '../live/index.ts';
import { startLiveTestServer, type ServerConnection } from '../live/live-test-server.ts';
import { clearSession, setSessionUser } from '../session/index.ts';
import { useNeedPresence } from './use-need-presence.ts';

const NEED = '11111111-2222-3333-4444-555555555555';
const OTHER_NEED = '99999999-2222-3333-4444-555555555555';
const me = { userId: 'me', name: 'Camille Martin', state: 'viewing' as const };
const paul = { userId: 'paul', name: 'Paul Durand', state: 'editing' as const };

const cleanups: Array<() => Promise<void> | void> = [];
beforeEach(() => {
  setSessionUser({
    id: 'me',
    name: 'Camille Martin',
    email: 'camille@example.com',
    role: 'Sales',
    avatarUrl: null,
    language: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  clearSession();
});

async function setup() {
  const server = await startLiveTestServer();
  cleanups.push(() => server.stop());
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const connection = createLiveConnection({
    url: () => server.baseUrl,
    getToken: () => 't',
    WebSocketImpl: WebSocket,
    logger: silent,
  });
  cleanups.push(() => connection.disconnect());
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(LiveConnectionContext, { value: connection }, children);
  await connection.connect();
  return { server, connection, wrapper };
}

const presenceOf = (connection: ServerConnection) =>
  connection.messages.filter((m) => (m as { type?: string }).type === 'presence');

function presenceEvent(needId: string, users: unknown[], timestamp = '2026-01-01T10:00:00.000Z') {
  return { event_type: 'presence', entity_id: needId, timestamp, payload: { needId, users } };
}

describe('useNeedPresence', () => {
  it('announces the need while mounted and returns the others, live, never oneself', async () => {
    const { server, wrapper } = await setup();
    const { result, unmount } = renderHook(() => useNeedPresence(NEED, 'viewing'), { wrapper });
    await waitFor(() =>
      expect(presenceOf(server.latest())).toEqual([
        { type: 'presence', needId: NEED, state: 'viewing' },
      ]),
    );
    expect(result.current).toEqual([]);

    act(() => server.send(presenceEvent(NEED, [me, paul])));
    await waitFor(() => expect(result.current).toEqual([paul]));
    // The same list again (same timestamp) still counts; another need's list does not.
    act(() => server.send(presenceEvent(OTHER_NEED, [me])));
    act(() => server.send(presenceEvent(NEED, [me])));
    await waitFor(() => expect(result.current).toEqual([]));

    unmount();
    await waitFor(() =>
      expect(presenceOf(server.latest()).at(-1)).toEqual({
        type: 'presence',
        needId: NEED,
        state: 'left',
      }),
    );
  });

  it('sends the strongest state of the parts of a page on one need', async () => {
    const { server, wrapper } = await setup();
    const detail = renderHook(() => useNeedPresence(NEED, 'viewing'), { wrapper });
    const dialog = renderHook(() => useNeedPresence(NEED, 'editing'), { wrapper });
    const states = () => presenceOf(server.latest()).map((m) => (m as { state: string }).state);
    await waitFor(() => expect(states()).toEqual(['viewing', 'editing']));
    dialog.unmount();
    await waitFor(() => expect(states()).toEqual(['viewing', 'editing', 'viewing']));
    detail.unmount();
    await waitFor(() => expect(states()).toEqual(['viewing', 'editing', 'viewing', 'left']));
  });

  it('announces itself again on the new socket after a reconnection', async () => {
    const { server, wrapper } = await setup();
    const { rerender } = renderHook(
      ({ state }: { state: TPresenceState }) => useNeedPresence(NEED, state),
      { wrapper, initialProps: { state: 'viewing' } },
    );
    await waitFor(() => expect(presenceOf(server.latest())).toHaveLength(1));
    const first = server.latest();
    rerender({ state: 'editing' });
    await waitFor(() => expect(presenceOf(first)).toHaveLength(2));

    act(() => first.socket.close(1012, 'Server shutting down'));
    await waitFor(() => expect(server.connections).toHaveLength(2));
    await waitFor(() =>
      expect(presenceOf(server.latest())).toEqual([
        { type: 'presence', needId: NEED, state: 'editing' },
      ]),
    );
  });

  it('is empty without a live connection', () => {
    const { result } = renderHook(() => useNeedPresence(NEED, 'viewing'));
    expect(result.current).toEqual([]);
  });
});
