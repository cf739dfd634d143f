// @vitest-environment node
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  createLiveConnection,
  type LiveConnection,
  type LiveConnectionDeps,
} from './live-connection.ts';
import type { LiveEvent } from './live-event.ts';
import { startLiveTestServer, type LiveTestServer } from './live-test-server.ts';
import { defaultLiveTimers, type LiveTimers, type TimerHandle } from './live-timers.ts';
import { AUTH_FAILED_MESSAGE, NO_TOKEN_MESSAGE } from './live-timing.ts';

const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(
  options?: Parameters<typeof startLiveTestServer>[0],
): Promise<LiveTestServer> {
  const server = await startLiveTestServer(options);
  cleanups.push(() => server.stop());
  return server;
}

function createLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

function createClient(server: LiveTestServer, deps: Partial<LiveConnectionDeps> = {}) {
  const logger = createLogger();
  const tracked = createTrackedTimers();
  const sockets = { made: 0 };
  /** Counts the sockets the connection opens (a constructor call is synchronous, unlike a server's accept). */
  class CountedWebSocket extends WebSocket {
    constructor(url: string) {
      super(url);
      sockets.made += 1;
    }
  }
  const connection = createLiveConnection({
    url: () => server.baseUrl,
    getToken: () => 'token-1',
    WebSocketImpl: CountedWebSocket,
    timers: tracked.timers,
    logger,
    ...deps,
    // Short real delays keep reconnect tests fast; the spec's numbers are checked with recorded timers.
    timing: { baseDelayMs: 10, ...deps.timing },
  });
  cleanups.push(() => connection.disconnect());
  return {
    connection,
    logger,
    /** Resolves once no timer of the connection is left: nothing more happens on its own. */
    settled: tracked.settled,
    /** Resolves once every socket the connection opened has reached the server. */
    allSocketsArrived: () =>
      vi.waitFor(() => expect(server.connections).toHaveLength(sockets.made)),
  };
}

function collectEvents(connection: LiveConnection, type = '*'): LiveEvent[] {
  const events: LiveEvent[] = [];
  connection.on(type, (event) => events.push(event));
  return events;
}

/**
 * Real timers that remember every delay asked for and know which timers are still set: once
 * none is, the connection does nothing more on its own. Timeouts run `speedUp` times faster.
 */
function createTrackedTimers(speedUp = 1) {
  const delays: number[] = [];
  const pending = new Set<TimerHandle>();
  const timers: LiveTimers = {
    setTimeout(callback, ms) {
      delays.push(ms);
      const handle = defaultLiveTimers.setTimeout(() => {
        pending.delete(handle);
        callback();
      }, ms / speedUp);
      pending.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle);
      defaultLiveTimers.clearTimeout(handle);
    },
    setInterval(callback, ms) {
      const handle = defaultLiveTimers.setInterval(callback, ms);
      pending.add(handle);
      return handle;
    },
    clearInterval(handle) {
      pending.delete(handle);
      defaultLiveTimers.clearInterval(handle);
    },
  };
  const settled = () => vi.waitFor(() => expect(pending.size).toBe(0));
  return { timers, delays, settled };
}

/** Tracked timers whose timeouts run 100 times faster: the spec's delays without the wait. */
const createRecordingTimers = () => createTrackedTimers(100);

function liveMessage(
  event_type: string,
  entity_id: string,
  timestamp: string,
  payload: unknown = {},
) {
  return { event_type, entity_id, timestamp, payload };
}

describe('connecting', () => {
  it('opens with the access token in the query and ignores the connection_test greeting', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    const events = collectEvents(connection);

    await connection.connect();

    expect(connection.getState()).toBe('connected');
    expect(server.latest().token).toBe('token-1');
    server.send(
      liveMessage('need_created', 'need-1', '2025-01-01T10:00:00.000Z', { id: 'need-1' }),
    );
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({
      type: 'need_created',
      entityId: 'need-1',
      timestamp: '2025-01-01T10:00:00.000Z',
      payload: { id: 'need-1' },
      error: null,
    });
  });

  it('reports every state change to listeners', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    const states: string[] = [];
    connection.onStateChange((state) => states.push(state));

    await connection.connect();
    connection.disconnect();

    expect(states).toEqual(['connecting', 'connected', 'disconnected']);
  });

  it('lets concurrent callers share one socket and releases them all when it opens', async () => {
    const server = await startServer();
    const { connection, allSocketsArrived } = createClient(server);

    await Promise.all([connection.connect(), connection.connect(), connection.connect()]);
    await connection.connect();
    await allSocketsArrived();

    expect(server.connections).toHaveLength(1);
    expect(connection.getState()).toBe('connected');
  });

  it('refuses to connect without a token', async () => {
    const server = await startServer();
    const { connection, settled, allSocketsArrived } = createClient(server, {
      getToken: () => null,
    });

    await expect(connection.connect()).rejects.toThrow(NO_TOKEN_MESSAGE);
    await settled();
    await allSocketsArrived();

    expect(connection.getState()).toBe('disconnected');
    expect(server.connections).toHaveLength(0);
  });

  it('closes a socket that has not opened within the timeout', async () => {
    // A TCP server that never answers the upgrade leaves the socket connecting forever.
    const sockets: Socket[] = [];
    const closedSockets: Socket[] = [];
    const silent = createServer((socket) => {
      sockets.push(socket);
      socket.on('close', () => closedSockets.push(socket));
      socket.resume();
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    cleanups.push(() => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const { port } = silent.address() as AddressInfo;
    const logger = createLogger();
    const connection = createLiveConnection({
      url: () => `ws://127.0.0.1:${port}/api/v1/ws`,
      getToken: () => 'token-1',
      WebSocketImpl: WebSocket,
      logger,
      timing: { connectTimeoutMs: 50 },
    });

    await expect(connection.connect()).rejects.toThrow('Live connection timed out after 50 ms');

    expect(connection.getState()).toBe('disconnected');
    await vi.waitFor(() => expect(closedSockets).toHaveLength(1));
  });

  it('uses the 10 second timeout by default', async () => {
    const server = await startServer();
    const { timers, delays } = createRecordingTimers();
    const { connection } = createClient(server, { timers });

    await connection.connect();

    expect(delays).toEqual([10_000]);
  });
});

describe('reconnecting', () => {
  it('reconnects after a 4001 with the token the session holds after a refresh', async () => {
    const server = await startServer({ isValidToken: (token) => token === 'fresh' });
    let token = 'expired';
    const refreshToken = vi.fn(async () => {
      token = 'fresh';
    });
    const { connection } = createClient(server, { getToken: () => token, refreshToken });
    collectEvents(connection);

    await connection.connect();

    await vi.waitFor(() =>
      expect(server.connections.map((c) => c.token)).toEqual(['expired', 'fresh']),
    );
    await vi.waitFor(() => expect(connection.getState()).toBe('connected'));
    expect(server.connections[0]?.closeCode).toBe(4001);
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 4001 with the token the server just rejected', async () => {
    const server = await startServer({ isValidToken: () => false });
    const { connection, logger, settled, allSocketsArrived } = createClient(server, {
      getToken: () => 'revoked',
    });
    collectEvents(connection);

    await connection.connect();

    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith(AUTH_FAILED_MESSAGE));
    await settled();
    await allSocketsArrived();
    expect(server.connections).toHaveLength(1);
    expect(connection.getState()).toBe('disconnected');
  });

  it('does not reconnect after a 4000 internal error', async () => {
    const server = await startServer();
    const { connection, settled, allSocketsArrived } = createClient(server);
    collectEvents(connection);
    await connection.connect();

    server.latest().socket.close(4000, 'Internal error');

    await vi.waitFor(() => expect(connection.getState()).toBe('disconnected'));
    await settled();
    await allSocketsArrived();
    expect(server.connections).toHaveLength(1);
  });

  it('reconnects after an abnormal drop (1006) and after a normal server close (1000)', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    collectEvents(connection);
    await connection.connect();

    server.latest().socket.terminate();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    await vi.waitFor(() => expect(connection.getState()).toBe('connected'));

    server.latest().socket.close(1000, 'Bye');
    await vi.waitFor(() => expect(server.connections).toHaveLength(3));
    await vi.waitFor(() => expect(connection.getState()).toBe('connected'));
  });

  it('reconnects at once when the server drains (1012, service restart)', async () => {
    const server = await startServer();
    const { timers, delays } = createRecordingTimers();
    const { connection } = createClient(server, { timers, timing: { baseDelayMs: 1_000 } });
    collectEvents(connection);
    await connection.connect();

    server.latest().socket.close(1012, 'Server shutting down');
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    await vi.waitFor(() => expect(connection.getState()).toBe('connected'));
    expect(delays.filter((ms) => ms !== 10_000)).toEqual([0]);
  });

  it('backs off 1 s, 2 s, 4 s, 8 s, 16 s and stops after 5 attempts', async () => {
    const server = await startServer();
    const urls: string[] = [];
    class CountingWebSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        urls.push(url);
      }
    }
    const { timers, delays, settled } = createRecordingTimers();
    const { connection, logger } = createClient(server, {
      WebSocketImpl: CountingWebSocket,
      timers,
      timing: { baseDelayMs: 1_000 },
    });
    collectEvents(connection);
    await connection.connect();

    // Every attempt after this finds the port closed and ends with 1006.
    await server.stop();

    await vi.waitFor(() =>
      expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('gave up after 5 attempts')),
    );
    const reconnectDelays = delays.filter((ms) => ms !== 10_000);
    expect(reconnectDelays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(urls).toHaveLength(6);
    await settled();
    expect(urls).toHaveLength(6);
    expect(connection.getState()).toBe('disconnected');
  });

  it('starts the back-off from 1 s again after a successful open', async () => {
    const server = await startServer();
    const { timers, delays } = createRecordingTimers();
    const { connection } = createClient(server, { timers, timing: { baseDelayMs: 1_000 } });
    collectEvents(connection);
    await connection.connect();

    for (const expected of [2, 3]) {
      server.latest().socket.terminate();
      await vi.waitFor(() => expect(server.connections).toHaveLength(expected));
      await vi.waitFor(() => expect(connection.getState()).toBe('connected'));
    }

    expect(delays.filter((ms) => ms !== 10_000)).toEqual([1_000, 1_000]);
  });

  it('does not reconnect when nobody is subscribed', async () => {
    const server = await startServer();
    const { connection, logger, settled, allSocketsArrived } = createClient(server);
    const unsubscribe = connection.on('need_created', () => {});
    const unsubscribeJob = connection.subscribeJob('job-1', () => {});
    unsubscribe();
    unsubscribeJob();
    await connection.connect();

    server.latest().socket.terminate();

    await vi.waitFor(() =>
      expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('nobody is subscribed')),
    );
    await settled();
    await allSocketsArrived();
    expect(server.connections).toHaveLength(1);
  });

  it('re-subscribes every job still followed after a reconnect', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    connection.subscribeJob('job-1', () => {});
    await connection.connect();
    const stopJob2 = connection.subscribeJob('job-2', () => {});
    connection.subscribeJob('job-3', () => {});
    await vi.waitFor(() => expect(server.latest().messages).toHaveLength(3));
    expect(server.latest().messages).toEqual([
      { type: 'subscribe_job', job_id: 'job-1' },
      { type: 'subscribe_job', job_id: 'job-2' },
      { type: 'subscribe_job', job_id: 'job-3' },
    ]);
    stopJob2();

    server.latest().socket.terminate();

    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    await vi.waitFor(() =>
      expect(server.latest().messages).toEqual([
        { type: 'subscribe_job', job_id: 'job-1' },
        { type: 'subscribe_job', job_id: 'job-3' },
      ]),
    );
  });

  it('closes with 1000 on an explicit disconnect and stays disconnected', async () => {
    const server = await startServer();
    const { connection, settled, allSocketsArrived } = createClient(server);
    collectEvents(connection);
    connection.subscribeJob('job-1', () => {});
    await connection.connect();

    connection.disconnect();

    expect(connection.getState()).toBe('disconnected');
    await vi.waitFor(() => expect(server.latest().closeCode).toBe(1000));
    await settled();
    await allSocketsArrived();
    expect(server.connections).toHaveLength(1);
  });

  it('reads the token afresh when connecting again after a disconnect', async () => {
    const server = await startServer();
    let token = 'first-user';
    const { connection } = createClient(server, { getToken: () => token });
    await connection.connect();
    connection.disconnect();

    token = 'second-user';
    await connection.connect();

    expect(server.connections.map((c) => c.token)).toEqual(['first-user', 'second-user']);
  });
});

describe('token refresh', () => {
  it('refreshes on the check interval while open and stops when closed', async () => {
    const server = await startServer();
    const refreshToken = vi.fn(async () => {});
    const { connection, settled } = createClient(server, {
      refreshToken,
      timing: { tokenCheckIntervalMs: 15 },
    });
    await connection.connect();

    await vi.waitFor(() => expect(refreshToken.mock.calls.length).toBeGreaterThanOrEqual(2));
    connection.disconnect();
    const callsAtClose = refreshToken.mock.calls.length;
    await settled();

    expect(refreshToken).toHaveBeenCalledTimes(callsAtClose);
  });

  it('keeps the connection and the token when a refresh fails', async () => {
    const server = await startServer();
    const refreshToken = vi.fn(async () => {
      throw new Error('refresh endpoint down');
    });
    const { connection, logger } = createClient(server, {
      refreshToken,
      timing: { tokenCheckIntervalMs: 15 },
    });
    await connection.connect();

    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringContaining('keeping'),
        expect.any(Error),
      ),
    );
    expect(connection.getState()).toBe('connected');
  });
});

describe('receiving events', () => {
  it('drops a repeated message, and forgets what it saw once the socket closes', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    const events = collectEvents(connection);
    await connection.connect();
    const message = liveMessage('need_updated', 'need-1', '2025-01-01T10:00:00.000Z', {
      title: 'A',
    });

    server.send(message);
    server.send(message);
    server.send(liveMessage('need_deleted', 'need-2', '2025-01-01T10:00:00.000Z'));
    await vi.waitFor(() =>
      expect(events.map((e) => e.type)).toEqual(['need_updated', 'need_deleted']),
    );

    server.latest().socket.terminate();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    await vi.waitFor(() => expect(connection.getState()).toBe('connected'));
    server.send(message);
    await vi.waitFor(() => expect(events).toHaveLength(3));
  });

  it('ignores an event older than the last one seen for the same entity', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    const events = collectEvents(connection);
    await connection.connect();

    server.send(
      liveMessage('need_updated', 'need-1', '2025-01-01T10:00:02.000Z', { title: 'new' }),
    );
    server.send(
      liveMessage('need_updated', 'need-1', '2025-01-01T10:00:01.000Z', { title: 'stale' }),
    );
    server.send(
      liveMessage('need_updated', 'need-2', '2025-01-01T10:00:01.000Z', { title: 'other need' }),
    );
    server.send(liveMessage('need_deleted', 'need-1', '2025-01-01T10:00:03.000Z'));

    // The last message sent has arrived: the stale one before it has been handled.
    await vi.waitFor(() => expect(events.at(-1)?.type).toBe('need_deleted'));
    expect(events.map((e) => [e.entityId, e.type, e.payload])).toEqual([
      ['need-1', 'need_updated', { title: 'new' }],
      ['need-2', 'need_updated', { title: 'other need' }],
      ['need-1', 'need_deleted', {}],
    ]);
  });

  it('hands on every presence list, and a presence list never makes a need change look stale', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    const events = collectEvents(connection);
    await connection.connect();

    // Two lists in the same millisecond are two states, not a repeat.
    server.send(liveMessage('presence', 'need-1', '2025-01-01T10:00:05.000Z', { users: [] }));
    server.send(liveMessage('presence', 'need-1', '2025-01-01T10:00:05.000Z', { users: [1] }));
    // A change of the need stamped before the list still arrives.
    server.send(liveMessage('need_updated', 'need-1', '2025-01-01T10:00:04.000Z', { title: 'x' }));

    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      ['presence', { users: [] }],
      ['presence', { users: [1] }],
      ['need_updated', { title: 'x' }],
    ]);
  });

  it('accepts the type/data/error spelling of messages', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    const events = collectEvents(connection, 'need_analysis_error');
    await connection.connect();

    server.send({
      type: 'need_analysis_error',
      entity_id: 'job-1',
      timestamp: '2025-01-01T10:00:00Z',
      data: { need_id: 'n' },
      error: 'Unreadable file',
    });

    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({
      entityId: 'job-1',
      payload: { need_id: 'n' },
      error: 'Unreadable file',
    });
  });

  it('routes events to listeners of their type and to job subscribers of their job id', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    const stepEvents = collectEvents(connection, 'step_created');
    const jobEvents: LiveEvent[] = [];
    connection.subscribeJob('job-1', (event) => jobEvents.push(event));
    await connection.connect();

    server.send(liveMessage('need_created', 'need-1', '2025-01-01T10:00:00.000Z'));
    server.send(liveMessage('mail_generation_progress', 'job-2', '2025-01-01T10:00:00.000Z'));
    server.send(
      liveMessage('mail_generation_progress', 'job-1', '2025-01-01T10:00:01.000Z', {
        progress: 50,
      }),
    );
    server.send(liveMessage('mail_generation_complete', 'job-1', '2025-01-01T10:00:02.000Z'));
    server.send(liveMessage('step_created', 'step-1', '2025-01-01T10:00:03.000Z'));

    await vi.waitFor(() => expect(stepEvents).toHaveLength(1));
    expect(jobEvents.map((e) => e.type)).toEqual([
      'mail_generation_progress',
      'mail_generation_complete',
    ]);
    expect(jobEvents[0]?.payload).toEqual({ progress: 50 });
  });

  it('routes an analysis event about a need to the subscribers of its job_id', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    const jobEvents: LiveEvent[] = [];
    connection.subscribeJob('flow_1', (event) => jobEvents.push(event));
    await connection.connect();

    server.send({
      ...liveMessage('need_analysis_complete', 'need-1', '2025-01-01T10:00:00.000Z'),
      job_id: 'flow_1',
    });

    await vi.waitFor(() => expect(jobEvents).toHaveLength(1));
    expect(jobEvents[0]).toMatchObject({ entityId: 'need-1', jobId: 'flow_1' });
  });

  it('keeps calling the other handlers when one throws, and logs the failure', async () => {
    const server = await startServer();
    const { connection, logger } = createClient(server);
    connection.on('need_created', () => {
      throw new Error('handler bug');
    });
    connection.on('need_created', async () => {
      throw new Error('async handler bug');
    });
    const events = collectEvents(connection, 'need_created');
    await connection.connect();

    server.send(liveMessage('need_created', 'need-1', '2025-01-01T10:00:00.000Z'));

    await vi.waitFor(() => expect(events).toHaveLength(1));
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(2));
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('need_created'),
      expect.any(Error),
    );
    expect(connection.getState()).toBe('connected');
  });

  it('stops calling a handler once unsubscribed', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    const received: string[] = [];
    const unsubscribe = connection.on('need_created', (event) =>
      received.push(event.entityId ?? ''),
    );
    const sentinel = collectEvents(connection, 'need_deleted');
    await connection.connect();

    server.send(liveMessage('need_created', 'need-1', '2025-01-01T10:00:00.000Z'));
    await vi.waitFor(() => expect(received).toEqual(['need-1']));
    unsubscribe();
    server.send(liveMessage('need_created', 'need-2', '2025-01-01T10:00:00.000Z'));
    server.send(liveMessage('need_deleted', 'need-3', '2025-01-01T10:00:00.000Z'));

    await vi.waitFor(() => expect(sentinel).toHaveLength(1));
    expect(received).toEqual(['need-1']);
  });
});

const isAfterOpen = (message: unknown) => (message as { type?: string }).type === 'after-open';

describe('sending', () => {
  it('queues messages until the socket opens, then sends them after the job subscriptions', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    connection.send({ type: 'hello', n: 1 });
    connection.subscribeJob('job-1', () => {});
    connection.send({ type: 'hello', n: 2 });

    await connection.connect();
    connection.send({ type: 'hello', n: 3 });

    await vi.waitFor(() => expect(server.latest().messages).toHaveLength(4));
    expect(server.latest().messages).toEqual([
      { type: 'subscribe_job', job_id: 'job-1' },
      { type: 'hello', n: 1 },
      { type: 'hello', n: 2 },
      { type: 'hello', n: 3 },
    ]);
  });

  it('drops queued messages on an explicit disconnect', async () => {
    const server = await startServer();
    const { connection } = createClient(server);
    connection.send({ type: 'hello' });
    connection.disconnect();

    await connection.connect();
    // A message sent once open arrives after anything the queue would have sent on opening.
    connection.send({ type: 'after-open' });
    await vi.waitFor(() => expect(server.latest().messages).toContainEqual({ type: 'after-open' }));

    expect(server.latest().messages.filter((m) => !isAfterOpen(m))).toEqual([]);
  });
});
