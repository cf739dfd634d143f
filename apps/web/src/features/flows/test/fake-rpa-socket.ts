type THandler<E> = ((event: E) => void) | null;

/**
 * A WebSocket stand-in for the RPA stream (installed with vi.stubGlobal('WebSocket', ...)): the
 * test plays the server, opening, sending messages and closing with the stream's codes.
 */
export class FakeRpaSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static instances: FakeRpaSocket[] = [];

  static latest(): FakeRpaSocket {
    const socket = FakeRpaSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readonly url: string;
  readyState = FakeRpaSocket.CONNECTING;
  /** What the viewer sent, parsed. */
  readonly sent: unknown[] = [];
  closedByClient: number | null = null;
  onopen: THandler<unknown> = null;
  onclose: THandler<{ code: number; reason: string }> = null;
  onmessage: THandler<{ data: unknown }> = null;
  onerror: THandler<unknown> = null;

  constructor(url: string) {
    this.url = url;
    FakeRpaSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    if (this.readyState === FakeRpaSocket.CLOSED) return;
    this.readyState = FakeRpaSocket.CLOSED;
    this.closedByClient = code;
    this.onclose?.({ code, reason: '' });
  }

  // ---- the server's side ----
  open(): void {
    this.readyState = FakeRpaSocket.OPEN;
    this.onopen?.({});
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(code = 1006, reason = ''): void {
    this.readyState = FakeRpaSocket.CLOSED;
    this.onclose?.({ code, reason });
  }
}
