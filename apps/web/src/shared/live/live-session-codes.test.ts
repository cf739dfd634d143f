// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createLiveConnection, type LiveConnectionDeps } from './live-connection.ts';
import { startLiveTestServer, type LiveTestServer } from './live-test-server.ts';
import { defaultLiveTimers, type LiveTimers } from './live-timers.ts';
import { AUTH_FAILED_MESSAGE, CLOSE_CODES } from './live-timing.ts';

const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(): Promise<LiveTestServer> {
  const server = await startLiveTestServer();
  cleanups.push(() => server.stop());
  return server;
}

/** Real timers that remember every delay asked for; reconnect delays are cut to 10 ms at most. */
function recordingTimers(): { timers: LiveTimers; delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    timers: {
      ...defaultLiveTimers,
      setTimeout(callback, ms) {
        delays.push(ms);
        // The connect timeout (10 s) stays as it is: a busy machine may open a socket slowly.
        return globalThis.setTimeout(callback, ms >= 10_000 ? ms : Math.min(ms, 10));
      },
    },
  };
}

/** A client whose session holds `session.token`; it listens, so it wants to stay connected. */
function createClient(
  server: LiveTestServer,
  session: { token: string | null },
  deps: Partial<LiveConnectionDeps> = {},
) {
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const { timers, delays } = recordingTimers();
  const connection = createLiveConnection({
    url: () => server.baseUrl,
    getToken: () => session.token,
    WebSocketImpl: WebSocket,
    logger,
    timers,
    ...deps,
  });
  connection.on('*', () => {});
  cleanups.push(() => connection.disconnect());
  return { connection, logger, delays };
}

describe('the server ends the socket’s session (4002)', () => {
  it('renews the session at once and reconnects with the new token', async () => {
    const server = await startServer();
    const session = { token: 'token-1' as string | null };
    const refreshToken = vi.fn(async () => {});
    const renewSession = vi.fn(async () => {
      session.token = 'token-2';
    });
    const { connection, delays } = createClient(server, session, { refreshToken, renewSession });
    await connection.connect();

    server.latest().socket.close(CLOSE_CODES.sessionEnded, 'Password changed');

    await vi.waitFor(() =>
      expect(server.connections.map((c) => c.token)).toEqual(['token-1', 'token-2']),
    );
    await vi.waitFor(() => expect(connection.getState()).toBe('connected'));
    expect(renewSession).toHaveBeenCalledTimes(1);
    // No back-off: only the connect timeouts and the immediate retry were asked for.
    expect(delays.filter((ms) => ms !== 10_000)).toEqual([0]);
  });

  it('stays disconnected when the refresh is refused (the session is signed out)', async () => {
    const server = await startServer();
    const session = { token: 'token-1' as string | null };
    // As the session store does when the server refuses the refresh token: no token any more.
    const renewSession = vi.fn(async () => {
      session.token = null;
    });
    const { connection, logger } = createClient(server, session, { renewSession });
    await connection.connect();

    server.latest().socket.close(CLOSE_CODES.sessionEnded, 'Signed out everywhere');

    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith(AUTH_FAILED_MESSAGE));
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(server.connections).toHaveLength(1);
    expect(connection.getState()).toBe('disconnected');
  });
});

describe('the server refuses or expires the socket’s token (4001)', () => {
  it('refreshes an expired token and reconnects without renewing the session', async () => {
    const server = await startServer();
    const session = { token: 'expired' as string | null };
    const refreshToken = vi.fn(async () => {
      session.token = 'fresh';
    });
    const renewSession = vi.fn(async () => {});
    const { connection } = createClient(server, session, { refreshToken, renewSession });
    await connection.connect();

    server.latest().socket.close(CLOSE_CODES.authFailed, 'Token expired');

    await vi.waitFor(() =>
      expect(server.connections.map((c) => c.token)).toEqual(['expired', 'fresh']),
    );
    expect(renewSession).not.toHaveBeenCalled();
  });

  it('renews the session when the refused token was not expiring', async () => {
    const server = await startServer();
    const session = { token: 'refused' as string | null };
    const refreshToken = vi.fn(async () => {});
    const renewSession = vi.fn(async () => {
      session.token = 'renewed';
    });
    const { connection } = createClient(server, session, { refreshToken, renewSession });
    await connection.connect();

    server.latest().socket.close(CLOSE_CODES.authFailed, 'Authentication failed');

    await vi.waitFor(() =>
      expect(server.connections.map((c) => c.token)).toEqual(['refused', 'renewed']),
    );
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(renewSession).toHaveBeenCalledTimes(1);
  });
});

describe('a refreshed token reaches the open socket', () => {
  it('sends { type: authenticate } with the new token, once, without reconnecting', async () => {
    const server = await startServer();
    const session = { token: 'token-1' as string | null };
    const { connection } = createClient(server, session);
    await connection.connect();

    session.token = 'token-2';
    connection.tokenChanged();
    connection.tokenChanged();

    await vi.waitFor(() =>
      expect(server.latest().messages).toEqual([{ type: 'authenticate', token: 'token-2' }]),
    );
    expect(server.connections).toHaveLength(1);
  });

  it('hands over the token its periodic refresh brought', async () => {
    const server = await startServer();
    const session = { token: 'token-1' as string | null };
    const refreshToken = vi.fn(async () => {
      session.token = 'token-2';
    });
    const { connection } = createClient(server, session, {
      refreshToken,
      timing: { tokenCheckIntervalMs: 15 },
    });
    await connection.connect();

    await vi.waitFor(() =>
      expect(server.latest().messages).toContainEqual({ type: 'authenticate', token: 'token-2' }),
    );
    expect(server.connections).toHaveLength(1);
  });
});
