import { WebSocket } from 'ws';

export type TStreamMessage = { type: string; [key: string]: unknown };

/** A real WebSocket viewer of a browser run's stream, collecting what the server sends. */
export function connectStream(baseUrl: string, flowId: string, token?: string) {
  const url = new URL(`/api/v1/admin/flows/${flowId}/stream`, baseUrl.replace(/^http/, 'ws'));
  if (token !== undefined) url.searchParams.set('token', token);
  const ws = new WebSocket(url);
  const received: TStreamMessage[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data)) as TStreamMessage));
  ws.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const opened = new Promise<void>((resolve) => ws.once('open', () => resolve()));

  /** The first message received (now or later) that `accept` takes, from `from` on. */
  async function waitFor(
    accept: (m: TStreamMessage) => boolean,
    timeoutMs = 30_000,
    from = 0,
  ): Promise<TStreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.slice(from).find(accept);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(
          `no matching stream message; got ${received.map((m) => m.type).join(', ')}`,
        );
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  return {
    ws,
    received,
    closed,
    opened,
    waitFor,
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    close: () => ws.close(),
  };
}
