import { WebSocket, type ClientOptions } from 'ws';

export type TLiveMessage = {
  event_type: string;
  entity_id: string;
  timestamp: string;
  payload: Record<string, unknown>;
  job_id?: string;
};

export type TLiveClient = {
  ws: WebSocket;
  /** Resolves with the next message (skipping those `accept` refuses), or rejects after timeoutMs. */
  next: (accept?: (m: TLiveMessage) => boolean, timeoutMs?: number) => Promise<TLiveMessage>;
  /** Messages received and not yet taken by next(). */
  received: TLiveMessage[];
  closed: Promise<{ code: number; reason: string }>;
  send: (message: unknown) => void;
  /** Resolves once the server has handled every message sent before (a ping answered in order). */
  flush: () => Promise<void>;
  close: () => void;
};

/** A real WebSocket client on the live endpoint, collecting what the server sends. */
export function connectLive(
  baseUrl: string,
  token?: string,
  options: ClientOptions = {},
): TLiveClient {
  const url = new URL('/api/v1/ws', baseUrl.replace(/^http/, 'ws'));
  if (token !== undefined) url.searchParams.set('token', token);
  const ws = new WebSocket(url, options);
  const received: TLiveMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    received.push(JSON.parse(String(data)) as TLiveMessage);
    for (const wake of waiters) wake();
  });
  ws.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });

  function next(accept: (m: TLiveMessage) => boolean = () => true, timeoutMs = 5_000) {
    return new Promise<TLiveMessage>((resolve, reject) => {
      const check = () => {
        while (received.length > 0) {
          const message = received.shift()!;
          if (accept(message)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(message);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error('no matching live message in time'));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    ws,
    next,
    received,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    flush: () =>
      new Promise<void>((resolve) => {
        ws.once('pong', () => resolve());
        ws.ping();
      }),
    close: () => ws.close(),
  };
}
