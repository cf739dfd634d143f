import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createLiveConnection, type LiveConnection } from './live-connection.ts';
import { LiveConnectionContext } from './live-connection-context.ts';
import type { LiveEvent } from './live-event.ts';
import { startLiveTestServer, type LiveTestServer } from './live-test-server.ts';
import { useLiveEvent } from './use-live-event.ts';
import { useLiveJob } from './use-live-job.ts';
import { useLiveStatus } from './use-live-status.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(): Promise<{
  server: LiveTestServer;
  connection: LiveConnection;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}> {
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
  return { server, connection, wrapper };
}

describe('live hooks', () => {
  it('useLiveStatus follows the connection state', async () => {
    const { connection, wrapper } = await setup();
    const { result } = renderHook(() => useLiveStatus(), { wrapper });
    expect(result.current).toBe('disconnected');

    await act(() => connection.connect());
    expect(result.current).toBe('connected');

    act(() => connection.disconnect());
    expect(result.current).toBe('disconnected');
  });

  it('useLiveEvent delivers events to the latest handler until unmounted', async () => {
    const { server, connection, wrapper } = await setup();
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const { rerender, unmount } = renderHook(
      ({ sink }) => useLiveEvent('need_created', (event) => sink.push(event)),
      {
        wrapper,
        initialProps: { sink: first },
      },
    );
    await act(() => connection.connect());

    rerender({ sink: second });
    server.send({
      event_type: 'need_created',
      entity_id: 'n1',
      timestamp: '2025-01-01T00:00:00Z',
      payload: {},
    });
    await waitFor(() => expect(second).toHaveLength(1));
    expect(first).toHaveLength(0);

    unmount();
    // A listener still subscribed hears n2: every listener of n2 has been called by then.
    const stillListening: LiveEvent[] = [];
    connection.on('need_created', (event) => stillListening.push(event));
    server.send({
      event_type: 'need_created',
      entity_id: 'n2',
      timestamp: '2025-01-01T00:00:00Z',
      payload: {},
    });
    await waitFor(() => expect(stillListening).toHaveLength(1));
    expect(second).toHaveLength(1);
  });

  it('useLiveJob subscribes once the job id is known', async () => {
    const { server, connection, wrapper } = await setup();
    const events: LiveEvent[] = [];
    const { rerender } = renderHook(
      ({ jobId }) => useLiveJob(jobId, (event) => events.push(event)),
      {
        wrapper,
        initialProps: { jobId: null as string | null },
      },
    );
    await act(() => connection.connect());
    expect(server.latest().messages).toEqual([]);

    rerender({ jobId: 'job-9' });
    await waitFor(() =>
      expect(server.latest().messages).toEqual([{ type: 'subscribe_job', job_id: 'job-9' }]),
    );
    server.send({
      event_type: 'need_analysis_complete',
      entity_id: 'job-9',
      timestamp: '2025-01-01T00:00:00Z',
      payload: { need_id: 'n1' },
    });

    await waitFor(() => expect(events.map((e) => e.type)).toEqual(['need_analysis_complete']));
  });
});
