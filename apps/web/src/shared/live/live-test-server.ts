import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** One socket as the test server saw it. */
export interface ServerConnection {
  socket: WebSocket;
  token: string | null;
  messages: unknown[];
  closeCode: number | null;
}

interface LiveTestServerOptions {
  /** Tokens the server accepts; any other token is closed with 4001 right after the upgrade. */
  isValidToken?: (token: string | null) => boolean;
}

/**
 * A real WebSocket server speaking the contract of GET /api/v1/ws, for tests of the client:
 * it closes bad tokens with 4001, greets good ones with connection_test and records what it hears.
 */
export async function startLiveTestServer({
  isValidToken = (token) => token !== null,
}: LiveTestServerOptions = {}) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const connections: ServerConnection[] = [];
  let isStopped = false;

  server.on('connection', (socket, request) => {
    const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token');
    const connection: ServerConnection = { socket, token, messages: [], closeCode: null };
    connections.push(connection);
    socket.on('message', (data) => connection.messages.push(JSON.parse(String(data))));
    socket.on('close', (code) => {
      connection.closeCode = code;
    });
    if (!isValidToken(token)) {
      socket.close(4001, 'Authentication failed');
      return;
    }
    socket.send(
      JSON.stringify({
        event_type: 'connection_test',
        timestamp: new Date().toISOString(),
        payload: {},
      }),
    );
  });

  return {
    baseUrl: `ws://127.0.0.1:${port}/api/v1/ws`,
    connections,
    latest(): ServerConnection {
      const connection = connections.at(-1);
      if (!connection) throw new Error('no client has connected yet');
      return connection;
    },
    send(message: unknown): void {
      const text = JSON.stringify(message);
      for (const { socket } of connections)
        if (socket.readyState === socket.OPEN) socket.send(text);
    },
    /** Stops listening and drops every client abruptly, so clients see 1006 and later refusals. */
    async stop(): Promise<void> {
      if (isStopped) return;
      isStopped = true;
      for (const { socket } of connections) socket.terminate();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

export type LiveTestServer = Awaited<ReturnType<typeof startLiveTestServer>>;
