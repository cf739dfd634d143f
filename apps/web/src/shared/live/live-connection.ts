import { PRESENCE_EVENT } from '@staffing/domain';
import { buildLiveUrl, getDefaultLiveBaseUrl } from './build-live-url.ts';
import { decideReconnect } from './decide-reconnect.ts';
import {
  CONNECTION_TEST_EVENT,
  type LiveEvent,
  type LiveEventHandler,
  type LiveEventType,
} from './live-event.ts';
import type { LiveSocket, LiveSocketConstructor } from './live-socket.ts';
import { defaultLiveTimers, type LiveTimers, type TimerHandle } from './live-timers.ts';
import {
  AUTH_FAILED_MESSAGE,
  CLOSE_CODES,
  DEFAULT_LIVE_TIMING,
  NO_TOKEN_MESSAGE,
  OUTBOX_CAPACITY,
  type LiveTiming,
} from './live-timing.ts';
import { parseLiveMessage } from './parse-live-message.ts';
import { createSeenMessages } from './seen-messages.ts';
import { findTokenAfterRefusal, refreshQuietly, type LiveTokenSource } from './live-token.ts';

export type LiveState = 'disconnected' | 'connecting' | 'connected';

export type LiveLogger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface LiveConnectionDeps extends LiveTokenSource {
  /** Socket endpoint without the token; defaults to /api/v1/ws on the page's host. */
  url?: () => string;
  WebSocketImpl?: LiveSocketConstructor;
  now?: () => number;
  logger?: LiveLogger;
  timing?: Partial<LiveTiming>;
  timers?: LiveTimers;
}

export interface LiveConnection {
  /** Resolves once the socket is open; callers arriving while it opens share the same attempt. */
  connect(): Promise<void>;
  /** Closes with 1000, forgets the token and the unsent queue, and does not reconnect. */
  disconnect(): void;
  getState(): LiveState;
  onStateChange(listener: (state: LiveState) => void): () => void;
  /** Listens to one event type, or to every event with '*'. Returns the unsubscribe function. */
  on(type: LiveEventType | '*', handler: LiveEventHandler): () => void;
  /** Asks the server for a job's events and hands the handler every event about that job. */
  subscribeJob(jobId: string, handler: LiveEventHandler): () => void;
  /** Sends a client message now, or when the socket next opens. */
  send(message: object): void;
  /**
   * The session holds a new access token (refreshed anywhere in the page): the open socket is
   * handed it, since the server closes a socket whose token expires.
   */
  tokenChanged(): void;
}

interface PendingConnect {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

// Registrations are wrapped so the same function registered twice needs two unsubscribes.
interface Registration {
  handler: LiveEventHandler;
}

function createPendingConnect(): PendingConnect {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function addRegistration<K>(
  map: Map<K, Set<Registration>>,
  key: K,
  handler: LiveEventHandler,
): () => void {
  const registration = { handler };
  let registrations = map.get(key);
  if (!registrations) {
    registrations = new Set();
    map.set(key, registrations);
  }
  registrations.add(registration);
  return () => {
    const current = map.get(key);
    if (!current) return;
    current.delete(registration);
    if (current.size === 0) map.delete(key);
  };
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

/** The browser's one live connection (spec 000 section 4, "Live connection"). */
export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const timing: LiveTiming = { ...DEFAULT_LIVE_TIMING, ...deps.timing };
  const timers = deps.timers ?? defaultLiveTimers;
  const logger = deps.logger ?? console;
  const now = deps.now ?? Date.now;
  const getBaseUrl = deps.url ?? (() => getDefaultLiveBaseUrl());

  let state: LiveState = 'disconnected';
  let socket: LiveSocket | null = null;
  let token: string | null = null;
  let attempts = 0;
  let isStopped = false;
  let pending: PendingConnect | null = null;
  let connectTimer: TimerHandle | null = null;
  let refreshTimer: TimerHandle | null = null;
  let reconnectTimer: TimerHandle | null = null;

  const stateListeners = new Set<(state: LiveState) => void>();
  const eventRegistrations = new Map<string, Set<Registration>>();
  const jobRegistrations = new Map<string, Set<Registration>>();
  const outbox: string[] = [];
  const seen = createSeenMessages();

  function setState(next: LiveState): void {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) {
      try {
        listener(next);
      } catch (error) {
        logger.error('Live connection state listener failed', error);
      }
    }
  }

  function hasSubscribers(): boolean {
    return eventRegistrations.size > 0 || jobRegistrations.size > 0;
  }

  function stopSocketTimers(): void {
    if (connectTimer !== null) timers.clearTimeout(connectTimer);
    if (refreshTimer !== null) timers.clearInterval(refreshTimer);
    connectTimer = null;
    refreshTimer = null;
  }

  function cancelReconnect(): void {
    if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
    reconnectTimer = null;
  }

  function warn(message: string, error: unknown): void {
    logger.warn(message, error);
  }

  function sendNow(text: string): boolean {
    if (state !== 'connected' || !socket) return false;
    try {
      socket.send(text);
      return true;
    } catch (error) {
      logger.warn('Live connection could not send a message', error);
      return false;
    }
  }

  /** Hands a newer session token to the open socket, before the one it opened with expires. */
  function handOverToken(): void {
    const next = deps.getToken();
    if (!next || next === token || state !== 'connected') return;
    if (sendNow(JSON.stringify({ type: 'authenticate', token: next }))) token = next;
  }

  async function refreshTokenSafely(): Promise<void> {
    await refreshQuietly(deps, warn);
    handOverToken();
  }

  function enqueue(text: string): void {
    outbox.push(text);
    if (outbox.length > OUTBOX_CAPACITY) outbox.shift();
  }

  function sendSubscribe(jobId: string): void {
    sendNow(JSON.stringify({ type: 'subscribe_job', job_id: jobId }));
  }

  function flushOutbox(): void {
    while (outbox.length > 0) {
      const text = outbox[0] as string;
      if (!sendNow(text)) return;
      outbox.shift();
    }
  }

  function dispatch(event: LiveEvent): void {
    // The server sends analysis events about the need or candidate, with the job in job_id.
    const jobId = event.jobId ?? event.entityId;
    const registrations = [
      ...(eventRegistrations.get(event.type) ?? []),
      ...(eventRegistrations.get('*') ?? []),
      ...(jobId === null ? [] : (jobRegistrations.get(jobId) ?? [])),
    ];
    for (const { handler } of registrations) {
      const logFailure = (error: unknown) =>
        logger.error(`Live event handler for ${event.type} failed`, error);
      try {
        // Async handlers are allowed; their rejections are logged like thrown errors.
        const result: unknown = handler(event);
        if (isPromiseLike(result)) result.then(undefined, logFailure);
      } catch (error) {
        logFailure(error);
      }
    }
  }

  function handleMessage(data: unknown): void {
    const event = parseLiveMessage(data, now());
    if (!event) {
      logger.warn('Live connection ignored a message it could not read', data);
      return;
    }
    if (event.type === CONNECTION_TEST_EVENT) return;
    // A presence list is the state of a need now, not a change: never a repeat to drop, and it
    // must not count as the newest change of the need (a later need_updated would look stale).
    if (event.type !== PRESENCE_EVENT && !seen.accept(event)) return;
    dispatch(event);
  }

  function handleOpen(): void {
    if (connectTimer !== null) timers.clearTimeout(connectTimer);
    connectTimer = null;
    attempts = 0;
    setState('connected');
    refreshTimer = timers.setInterval(() => void refreshTokenSafely(), timing.tokenCheckIntervalMs);
    // The session may have refreshed while this socket was opening with the older token.
    handOverToken();
    for (const jobId of jobRegistrations.keys()) sendSubscribe(jobId);
    flushOutbox();
    pending?.resolve();
    pending = null;
  }

  function reconnect(): void {
    reconnectTimer = null;
    if (isStopped || !hasSubscribers()) return;
    connect().catch((error: unknown) => logger.warn('Live connection reconnect failed', error));
  }

  function scheduleReconnect(code: number, rejectedToken: string | null): void {
    const decision = decideReconnect({ code, attempts, hasSubscribers: hasSubscribers(), timing });
    if (decision.action === 'stop') {
      logger.info(`Live connection closed (code ${code}); not reconnecting: ${decision.reason}`);
      return;
    }
    attempts += 1;
    reconnectTimer = timers.setTimeout(() => {
      if (!decision.isAuthRetry) {
        reconnect();
        return;
      }
      // Retrying with the token the server just rejected would only fail again; without another,
      // the session is signed out (the sign-in page follows) or the refresh failed.
      void findTokenAfterRefusal(deps, rejectedToken, warn).then((nextToken) => {
        if (nextToken) reconnect();
        else logger.warn(AUTH_FAILED_MESSAGE);
      });
    }, decision.delayMs);
  }

  function handleClose(code: number): void {
    const closedToken = token;
    socket = null;
    stopSocketTimers();
    seen.clear();
    setState('disconnected');
    pending?.reject(new Error(`Live connection closed before opening (code ${code})`));
    pending = null;
    if (!isStopped) scheduleReconnect(code, closedToken);
  }

  function openSocket(nextToken: string): Promise<void> {
    // Node 20 has no global WebSocket, so its absence is a real case outside the browser.
    const SocketImpl: LiveSocketConstructor | undefined =
      deps.WebSocketImpl ?? globalThis.WebSocket;
    if (!SocketImpl)
      return Promise.reject(new Error('WebSocket is not available in this environment'));

    let ws: LiveSocket;
    try {
      ws = new SocketImpl(buildLiveUrl(getBaseUrl(), nextToken));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    token = nextToken;
    socket = ws;
    pending = createPendingConnect();
    setState('connecting');

    // Each handler ignores a socket that has since been replaced or given up on.
    ws.onopen = () => {
      if (socket === ws) handleOpen();
    };
    ws.onmessage = (event) => {
      if (socket === ws) handleMessage(event.data);
    };
    ws.onerror = () => {
      // The close event that follows carries the code that decides what to do.
      if (socket === ws) logger.warn('Live connection error');
    };
    ws.onclose = (event) => {
      if (socket === ws) handleClose(event.code);
    };
    connectTimer = timers.setTimeout(() => {
      connectTimer = null;
      if (socket !== ws) return;
      pending?.reject(new Error(`Live connection timed out after ${timing.connectTimeoutMs} ms`));
      pending = null;
      ws.close();
    }, timing.connectTimeoutMs);
    return pending.promise;
  }

  function connect(): Promise<void> {
    if (state === 'connected') return Promise.resolve();
    if (pending) return pending.promise;
    const nextToken = deps.getToken();
    if (!nextToken) return Promise.reject(new Error(NO_TOKEN_MESSAGE));
    isStopped = false;
    cancelReconnect();
    return openSocket(nextToken);
  }

  function disconnect(): void {
    isStopped = true;
    token = null;
    outbox.length = 0;
    cancelReconnect();
    const ws = socket;
    if (!ws) return;
    // Detach first so the close event that follows does not count as a drop.
    handleClose(CLOSE_CODES.normal);
    ws.close(CLOSE_CODES.normal, 'Client disconnect');
  }

  return {
    connect,
    disconnect,
    getState: () => state,
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    on(type, handler) {
      return addRegistration(eventRegistrations, type, handler);
    },
    subscribeJob(jobId, handler) {
      const isFirst = !jobRegistrations.has(jobId);
      const unsubscribe = addRegistration(jobRegistrations, jobId, handler);
      // When not open, the subscribe goes out with every other job's as soon as it opens.
      if (isFirst) sendSubscribe(jobId);
      return unsubscribe;
    },
    send(message) {
      // Through the queue even when open, so a message never overtakes one still waiting.
      enqueue(JSON.stringify(message));
      flushOutbox();
    },
    tokenChanged: handOverToken,
  };
}
