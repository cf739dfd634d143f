// Handlers typed as methods are checked bivariantly, which lets both the browser's WebSocket and
// the `ws` package's class (whose event objects carry more fields than we read) satisfy LiveSocket.
type SocketHandler<E> = { handle(event: E): void }['handle'] | null;

export interface LiveCloseEvent {
  code: number;
  reason: string;
}

export interface LiveMessageEvent {
  data: unknown;
}

/** The part of the WebSocket API the live connection uses. */
export interface LiveSocket {
  onopen: SocketHandler<unknown>;
  onclose: SocketHandler<LiveCloseEvent>;
  onmessage: SocketHandler<LiveMessageEvent>;
  onerror: SocketHandler<unknown>;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type LiveSocketConstructor = new (url: string) => LiveSocket;
