import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { TEventBus, TLiveEvent, TLiveListener } from './event-bus.ts';
import type { TLiveEventsRepository } from './live-events.repository.ts';
import { isLiveEvent } from './live-message.ts';

export const LIVE_CHANNEL = 'staffing_live';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin.
export const MAX_NOTIFY_BYTES = 7_900;
const LISTENER_APPLICATION_NAME = 'staffing-live-listener';

export type TPostgresBusOptions = {
  /** The database to LISTEN on, through a connection of its own (never one of the pool's). */
  connectionString: string;
  repository: TLiveEventsRepository;
  logger: FastifyBaseLogger;
  channel?: string;
  /** Stored (large) events older than this are pruned. */
  retentionSeconds?: number;
  pruneIntervalMs?: number;
  /** First delay before reconnecting a lost LISTEN connection; doubles up to maxReconnectDelayMs. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
};

/**
 * What travels in a NOTIFY: the sending process, and the event itself or the id of its row; `n`
 * when the sender waits for every other process to acknowledge it (awaitDelivery); `a` is such an
 * acknowledgement, naming the sender and its `n`.
 */
type TEnvelope = {
  o: string;
  e?: TLiveEvent;
  r?: number;
  n?: number;
  a?: { o: string; n: number };
};

/** How long a publish with awaitDelivery waits for the other processes at most. */
const DELIVERY_WAIT_MS = 2_000;

/**
 * Live events across processes on one PostgreSQL database. A process delivers its own events to
 * its listeners at once and skips its own notifications, so each event reaches each process
 * exactly once; other processes' events arrive by LISTEN, in NOTIFY order.
 */
export async function createPostgresBus(options: TPostgresBusOptions): Promise<TEventBus> {
  const { connectionString, repository, logger } = options;
  const channel = options.channel ?? LIVE_CHANNEL;
  const retentionSeconds = options.retentionSeconds ?? 300;
  const minDelay = options.reconnectDelayMs ?? 500;
  const maxDelay = options.maxReconnectDelayMs ?? 30_000;
  const origin = crypto.randomUUID();
  // Every envelope this process sends starts so (`o` is written first): its own, heard back on
  // the channel, are dropped unread instead of parsed (a need's event carries the whole need).
  const ownPrefix = `{"o":${JSON.stringify(origin)},`;
  const listeners = new Set<TLiveListener>();
  const gapListeners = new Set<() => void>();

  let listener: pg.Client | null = null;
  let isClosed = false;
  let reconnectDelay = minDelay;
  let reconnectTimer: NodeJS.Timeout | null = null;
  // Notifications are handled one after the other so that an event read back from its row does
  // not overtake a small one sent after it.
  let inbox: Promise<void> = Promise.resolve();
  let pruning: Promise<void> = Promise.resolve();
  let outbox: Promise<void> = Promise.resolve();
  let sent = 0;
  // Per awaited publish: how many acknowledgements are still missing, and what to call then.
  const awaitingAcks = new Map<number, { missing: number; done: () => void }>();

  function deliver(event: TLiveEvent) {
    for (const fn of listeners) {
      try {
        fn(event);
      } catch (err) {
        logger.error({ err }, 'live listener failed');
      }
    }
  }

  async function receive(text: string) {
    if (text.startsWith(ownPrefix)) return;
    let envelope: TEnvelope;
    try {
      envelope = JSON.parse(text) as TEnvelope;
    } catch {
      return;
    }
    if (envelope.o === origin) return;
    if (envelope.a) {
      if (envelope.a.o !== origin) return;
      const waiting = awaitingAcks.get(envelope.a.n);
      if (waiting && --waiting.missing <= 0) waiting.done();
      return;
    }
    let event: unknown = envelope.e;
    if (typeof envelope.r === 'number') {
      event = await repository.findById(envelope.r);
      if (!event) logger.warn({ id: envelope.r }, 'live event row already pruned');
    }
    if (isLiveEvent(event)) deliver(event);
    // The listeners ran synchronously: the sender may now answer its request.
    if (typeof envelope.n === 'number') {
      const ack = { o: origin, a: { o: envelope.o, n: envelope.n } } satisfies TEnvelope;
      await repository.notify(channel, JSON.stringify(ack));
    }
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    const lose = (err?: unknown) => {
      if (listener !== client) return;
      listener = null;
      logger.warn({ err }, 'live LISTEN connection lost; reconnecting');
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.channel !== channel || message.payload === undefined) return;
      const text = message.payload;
      inbox = inbox
        .then(() => receive(text))
        .catch((err: unknown) => logger.error({ err }, 'live notification failed'));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    if (isClosed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
  }

  function scheduleReconnect() {
    if (isClosed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      listen().then(
        () => {
          reconnectDelay = minDelay;
          logger.info('live LISTEN connection restored');
          // NOTIFYs sent while it was down are gone for this process: its clients must refetch.
          if (!isClosed)
            for (const fn of gapListeners) {
              try {
                fn();
              } catch (err) {
                logger.error({ err }, 'live gap listener failed');
              }
            }
        },
        (err: unknown) => {
          reconnectDelay = Math.min(reconnectDelay * 2, maxDelay);
          logger.warn({ err, retryInMs: reconnectDelay }, 'live LISTEN reconnect failed');
          scheduleReconnect();
        },
      );
    }, reconnectDelay);
    reconnectTimer.unref();
  }

  async function notify(event: TLiveEvent, n?: number) {
    const inline = JSON.stringify({ o: origin, e: event, n } satisfies TEnvelope);
    if (Buffer.byteLength(inline) <= MAX_NOTIFY_BYTES) {
      await repository.notify(channel, inline);
      return;
    }
    const id = await repository.insert(event as unknown as Record<string, unknown>);
    await repository.notify(channel, JSON.stringify({ o: origin, r: id, n } satisfies TEnvelope));
  }

  /**
   * Every process LISTENs through one connection named LISTENER_APPLICATION_NAME: the event is
   * delivered everywhere once each of the others has acknowledged it (or a process that does
   * not answer in DELIVERY_WAIT_MS is given up on, and logged).
   */
  async function notifyAndAwaitAcks(event: TLiveEvent) {
    const others = (await repository.countListeners(LISTENER_APPLICATION_NAME)) - 1;
    if (others <= 0) {
      await notify(event);
      return;
    }
    sent += 1;
    const n = sent;
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<boolean>((resolve) => {
      awaitingAcks.set(n, { missing: others, done: () => resolve(true) });
      timer = setTimeout(() => resolve(false), DELIVERY_WAIT_MS);
    });
    try {
      await notify(event, n);
      if (!(await acknowledged))
        logger.warn(
          { eventType: event.event_type },
          'live event not acknowledged by every instance',
        );
    } finally {
      clearTimeout(timer);
      awaitingAcks.delete(n);
    }
  }

  const pruneTimer = setInterval(() => {
    pruning = repository
      .pruneOlderThan(retentionSeconds)
      .catch((err: unknown) => logger.warn({ err }, 'pruning live events failed'));
  }, options.pruneIntervalMs ?? 60_000);
  pruneTimer.unref();

  try {
    await listen();
  } catch (err) {
    clearInterval(pruneTimer);
    throw err;
  }

  /**
   * Sends to the other processes one event after the other, in publish order. A plain publish
   * does not wait for it: this process's own sockets have the event already, and the request
   * that caused it need not spend a database round trip on the others.
   */
  function send(event: TLiveEvent, awaitDelivery: boolean): Promise<void> {
    outbox = outbox
      .then(() => (awaitDelivery ? notifyAndAwaitAcks(event) : notify(event)))
      .catch((err: unknown) => {
        // The change is committed already: failing the request would misreport it. Other
        // instances miss this event; their clients catch up on their next refresh.
        logger.error(
          { err, eventType: event.event_type },
          'live event not sent to other instances',
        );
      });
    return outbox;
  }

  return {
    async publish(event, publishOptions) {
      deliver(event);
      const sent = send(event, publishOptions?.awaitDelivery === true);
      if (publishOptions?.awaitDelivery) await sent;
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    onGap(fn) {
      gapListeners.add(fn);
      return () => gapListeners.delete(fn);
    },
    async close() {
      isClosed = true;
      // What this process published reaches the others before its connection goes.
      await outbox;
      gapListeners.clear();
      clearInterval(pruneTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
      await inbox;
      await pruning;
      listeners.clear();
    },
  };
}
