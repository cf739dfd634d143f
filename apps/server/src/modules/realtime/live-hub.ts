import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { TActor } from '../../lib/actor.ts';
import { hasHiddenFields, isLiveEventFor, LIVE_AUDIENCE } from '@staffing/domain';
import { withoutCost } from '../../lib/confidential-fields.ts';
import { liveEvent, type TEventBus, type TLiveEvent } from './event-bus.ts';
import { parseClientCommand, readEventJobId, serializeLiveEvent } from './live-message.ts';
import {
  createRecentSessionEnds,
  readSessionEndFor,
  SIGN_IN_CLOSE,
  TOKEN_EXPIRED_REASON,
  watchTokenExpiry,
  type TAuthenticateSocket,
  type TSocketIdentity,
} from './socket-sign-in.ts';
import {
  createPresenceTracker,
  DEFAULT_PRESENCE_LIMITS,
  type TCanWatchNeed,
  type TPresenceLimits,
} from './presence-tracker.ts';

export const LIVE_CLOSE = {
  goingAway: 1001,
  /** Shutdown (SIGTERM, deploy): the client reconnects at once, through the proxy to a peer. */
  serviceRestart: 1012,
  tryAgainLater: 1013,
  serverError: 4000,
  /** A bad token, or one that expired while the socket was open (reason 'Token expired'). */
  authFailed: SIGN_IN_CLOSE.authFailed,
  /** The socket's session ended (revoked, signed out everywhere, password or role changed...). */
  sessionEnded: SIGN_IN_CLOSE.sessionEnded,
} as const;

export type TLiveLimits = TPresenceLimits & {
  /** How often each socket is pinged; a socket that missed the previous pong is dropped. */
  pingIntervalMs: number;
  /** Bytes waiting to be written to one socket before it counts as a slow consumer. */
  maxBufferedBytes: number;
  /** Messages handed to one socket and not yet written before it counts as a slow consumer. */
  maxPendingMessages: number;
  /** Jobs one socket may follow at once; further subscribes are ignored. */
  maxJobsPerSocket: number;
  /** Client messages longer than this are ignored unread. */
  maxClientMessageBytes: number;
  /** Client messages kept while the token is being checked. */
  maxEarlyMessages: number;
  /** How long a closing socket may take to answer the close frame before it is cut. */
  closeGraceMs: number;
};

export const DEFAULT_LIVE_LIMITS: TLiveLimits = {
  pingIntervalMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  maxPendingMessages: 500,
  maxJobsPerSocket: 200,
  maxClientMessageBytes: 16 * 1024,
  maxEarlyMessages: 50,
  closeGraceMs: 2_000,
  ...DEFAULT_PRESENCE_LIMITS,
};

type TClient = {
  socket: WebSocket;
  actor: TActor | null;
  authenticate: TAuthenticateSocket;
  /** When the newest access token the socket presented expires (epoch ms). */
  expiresAt: number;
  stopExpiry?: () => void;
  jobs: Set<string>;
  pending: number;
  isAlive: boolean;
};

export type TLiveHub = {
  /**
   * Takes over a freshly upgraded socket opened with `token`; `authenticate` resolves a token to
   * a user and its expiry, or null (for this token and for those the client sends later).
   */
  accept: (socket: WebSocket, token: string | undefined, authenticate: TAuthenticateSocket) => void;
  /** Number of signed-in sockets (for health and tests). */
  size: () => number;
  /** Closes every socket with 1012 (service restart) and stops listening to the bus. */
  close: () => Promise<void>;
};

/**
 * Keeps the signed-in sockets of this process and fans bus events out to them: entity events to
 * everyone, job events to the sockets that subscribed to that job.
 */
export function createLiveHub(deps: {
  bus: TEventBus;
  logger: FastifyBaseLogger;
  limits?: Partial<TLiveLimits>;
  /** Who may be on a need (presence): anyone who may read it. */
  canWatchNeed: TCanWatchNeed;
}): TLiveHub {
  const { bus, logger } = deps;
  const limits = { ...DEFAULT_LIVE_LIMITS, ...deps.limits };
  const clients = new Set<TClient>();
  const signedIn = new Set<TClient>();
  let isClosing = false;
  const presence = createPresenceTracker<TClient>({
    bus,
    logger,
    canWatch: deps.canWatchNeed,
    sendTo: (client, text) => send(client, text),
    limits,
  });

  function forget(client: TClient) {
    client.stopExpiry?.();
    clients.delete(client);
    signedIn.delete(client);
    presence.drop(client);
  }

  function closeSocket(client: TClient, code: number, reason: string) {
    forget(client);
    const { socket } = client;
    if (socket.readyState === socket.CLOSED) return;
    if (socket.readyState !== socket.CLOSING) socket.close(code, reason);
    // A peer that never reads would keep the close frame (and our buffer) forever.
    const timer = setTimeout(() => socket.terminate(), limits.closeGraceMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  }

  /** Sends unless the socket is already too far behind, in which case it is closed instead. */
  function send(client: TClient, text: string) {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    const isBehind =
      socket.bufferedAmount + Buffer.byteLength(text) > limits.maxBufferedBytes ||
      client.pending >= limits.maxPendingMessages;
    if (isBehind) {
      logger.warn(
        {
          userId: client.actor?.id,
          bufferedAmount: socket.bufferedAmount,
          pending: client.pending,
        },
        'live socket closed: client too slow',
      );
      closeSocket(client, LIVE_CLOSE.tryAgainLater, 'Client too slow');
      return;
    }
    client.pending += 1;
    socket.send(text, () => {
      client.pending -= 1;
    });
  }

  function deliver(event: TLiveEvent) {
    // Events between processes (cache invalidations) are for no socket.
    if (signedIn.size === 0 || LIVE_AUDIENCE[event.event_type].to === 'processes') return;
    const jobId = readEventJobId(event);
    // Serialised once, whatever the number of sockets.
    const text = serializeLiveEvent(event, jobId);
    // A role that may not see the consultant cost gets the event without it.
    let hiddenCostText: string | undefined;
    const textFor = (role: TActor['role']) => {
      if (!hasHiddenFields(role)) return text;
      if (hiddenCostText === undefined) {
        const shown = withoutCost(event);
        hiddenCostText = shown === event ? text : serializeLiveEvent(shown, jobId);
      }
      return hiddenCostText;
    };
    for (const client of signedIn) {
      const { role } = client.actor!;
      if (isLiveEventFor(event, { role, jobs: client.jobs })) send(client, textFor(role));
    }
  }

  /** Signs a socket in, or keeps it signed in with a newer token (a later expiry). */
  function signIn(client: TClient, identity: TSocketIdentity) {
    client.actor = identity.actor;
    client.expiresAt = Math.max(client.expiresAt, identity.expiresAt);
    client.stopExpiry ??= watchTokenExpiry(
      () => client.expiresAt,
      () => closeSocket(client, LIVE_CLOSE.authFailed, TOKEN_EXPIRED_REASON),
    );
  }

  /** A refreshed token sent over the socket: the same user, or the socket goes. */
  function reauthenticate(client: TClient, token: string) {
    const mark = recentEnds.mark();
    client.authenticate(token).then(
      (identity) => {
        if (!signedIn.has(client)) return;
        if (!identity || identity.actor.id !== client.actor!.id) {
          closeSocket(client, LIVE_CLOSE.authFailed, 'Authentication failed');
          return;
        }
        const ended = recentEnds.endedSince(mark, identity.actor);
        if (ended) closeSocket(client, LIVE_CLOSE.sessionEnded, ended);
        else signIn(client, identity);
      },
      (err: unknown) => logger.warn({ err }, 'live re-authentication failed'),
    );
  }

  function handleMessage(client: TClient, data: string) {
    const command = parseClientCommand(data);
    if (!command) return;
    if (command.kind === 'authenticate') reauthenticate(client, command.token);
    else if (command.kind === 'presence') {
      const actor = client.actor!;
      presence
        .handle(client, actor, command, () => signedIn.has(client))
        .catch((err: unknown) => logger.warn({ err }, 'presence message failed'));
    } else if (command.kind === 'unsubscribe_job') client.jobs.delete(command.jobId);
    else if (client.jobs.size < limits.maxJobsPerSocket) client.jobs.add(command.jobId);
  }

  // Sessions ended anywhere (this process or another, through the bus): their sockets go.
  const recentEnds = createRecentSessionEnds();
  function endSessions(event: TLiveEvent) {
    recentEnds.record(event);
    if (signedIn.size === 0) return;
    for (const client of [...signedIn]) {
      const reason = readSessionEndFor(event, client.actor!);
      if (reason) closeSocket(client, LIVE_CLOSE.sessionEnded, reason);
    }
  }

  const unsubscribe = bus.subscribe(deliver);
  const stopEnds = bus.subscribe(endSessions);
  // A gap in the feed from other processes (their NOTIFYs arrived while this process's LISTEN
  // connection was down): every socket is told to reconnect (1012), and the web client refetches
  // what it shows after any reconnection, so no board silently misses a change.
  const stopGap = bus.onGap?.(() => {
    logger.warn({ sockets: signedIn.size }, 'live events may have been missed; clients reconnect');
    for (const client of [...signedIn])
      closeSocket(client, LIVE_CLOSE.serviceRestart, 'Live events missed');
  });

  const pingTimer = setInterval(() => {
    for (const client of clients) {
      if (!client.isAlive) {
        forget(client);
        client.socket.terminate();
        continue;
      }
      client.isAlive = false;
      client.socket.ping();
    }
  }, limits.pingIntervalMs);
  pingTimer.unref();

  /** The outcome of a new socket's token check. */
  function admit(client: TClient, identity: TSocketIdentity | null, mark: number, early: string[]) {
    if (!clients.has(client)) return;
    if (!identity) {
      closeSocket(client, LIVE_CLOSE.authFailed, 'Authentication failed');
      return;
    }
    const { actor } = identity;
    const ended = recentEnds.endedSince(mark, actor);
    if (ended) {
      closeSocket(client, LIVE_CLOSE.sessionEnded, ended);
      return;
    }
    signedIn.add(client);
    signIn(client, identity);
    // A token that expired during the check has closed the socket already.
    if (!signedIn.has(client)) return;
    send(client, JSON.stringify(liveEvent('connection_test', '', { user_id: actor.id })));
    for (const text of early.splice(0)) handleMessage(client, text);
  }

  function accept(socket: WebSocket, token: string | undefined, authenticate: TAuthenticateSocket) {
    const client: TClient = {
      socket,
      actor: null,
      authenticate,
      expiresAt: 0,
      jobs: new Set(),
      pending: 0,
      isAlive: true,
    };
    const mark = recentEnds.mark();
    if (isClosing) {
      socket.close(LIVE_CLOSE.serviceRestart, 'Server shutting down');
      return;
    }
    clients.add(client);
    // Listeners go on at once: the client sends its subscribes right after open, before the
    // token check below has finished.
    const early: string[] = [];
    socket.on('message', (data, isBinary) => {
      client.isAlive = true;
      if (isBinary) return;
      // The server keeps ws's default binaryType, so text arrives as a Buffer.
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
      if (bytes.byteLength > limits.maxClientMessageBytes) return;
      const text = bytes.toString('utf8');
      if (client.actor) handleMessage(client, text);
      else if (early.length < limits.maxEarlyMessages) early.push(text);
    });
    socket.on('pong', () => {
      client.isAlive = true;
    });
    socket.on('close', () => forget(client));
    socket.on('error', (err) => {
      logger.debug({ err }, 'live socket error');
    });

    authenticate(token).then(
      (identity) => admit(client, identity, mark, early),
      (err: unknown) => {
        logger.error({ err }, 'live connection failed');
        if (clients.has(client))
          closeSocket(client, LIVE_CLOSE.serverError, 'Internal server error');
      },
    );
  }

  return {
    accept,
    size: () => signedIn.size,
    async close() {
      isClosing = true;
      clearInterval(pingTimer);
      presence.close();
      unsubscribe();
      stopEnds();
      stopGap?.();
      const closing = [...clients].map(
        (client) =>
          new Promise<void>((resolve) => {
            if (client.socket.readyState === client.socket.CLOSED) return resolve();
            client.socket.once('close', () => resolve());
            closeSocket(client, LIVE_CLOSE.serviceRestart, 'Server shutting down');
          }),
      );
      await Promise.all(closing);
    },
  };
}
