import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  PRESENCE_EVENT,
  ZPresenceEntry,
  isUuid,
  type TPresenceEntry,
  type TPresenceMessage,
} from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import { liveEvent, type TEventBus, type TLiveEvent } from './event-bus.ts';
import { serializeLiveEvent } from './live-message.ts';
import {
  createPresenceTable,
  expirePresence,
  localPresenceEntries,
  needsWithLocalPresence,
  presenceUsers,
  removePresenceSource,
  setPresenceSource,
} from './presence-state.ts';

/** Between processes only (empty audience: no socket gets it): one process's list for one need. */
export const PRESENCE_SYNC_EVENT = 'presence_sync';

const ZPresenceSync = z.object({
  instance: z.string().max(100),
  entries: z.array(ZPresenceEntry).max(1000),
});

export type TPresenceLimits = {
  /** How often this process announces its lists again, so the others keep them. */
  presenceRefreshMs: number;
  /** Another process's list not refreshed for this long is dropped (it stopped without goodbye). */
  presenceExpiryMs: number;
  /** Needs one socket may be on at once; further announcements are ignored. */
  maxPresenceNeedsPerSocket: number;
};

export const DEFAULT_PRESENCE_LIMITS: TPresenceLimits = {
  presenceRefreshMs: 20_000,
  presenceExpiryMs: 60_000,
  maxPresenceNeedsPerSocket: 20,
};

/** Whether this user may be seen on (and see who is on) the need: anyone who may read it. */
export type TCanWatchNeed = (actor: TActor, needId: string) => Promise<boolean>;

type TWatcher = { id: string; needs: Map<string, TPresenceEntry> };

/**
 * Presence on needs for the sockets of one process. A socket announces itself on a
 * need; every socket there gets the full list at each change. Other processes learn this
 * process's list through the bus, and it is announced again every presenceRefreshMs.
 */
export function createPresenceTracker<TClient extends object>(deps: {
  bus: TEventBus;
  logger: FastifyBaseLogger;
  canWatch: TCanWatchNeed;
  sendTo: (client: TClient, text: string) => void;
  limits: TPresenceLimits;
  now?: () => number;
}) {
  const { bus, logger, canWatch, sendTo, limits } = deps;
  const now = deps.now ?? Date.now;
  const instance = crypto.randomUUID();
  const table = createPresenceTable();
  const watchers = new Map<TClient, TWatcher>();
  let nextId = 0;

  /** The `presence` event a socket receives: `payload: { needId, users: [{ userId, name, state }] }`. */
  function listText(needId: string) {
    const users = presenceUsers(table, needId);
    return serializeLiveEvent(liveEvent(PRESENCE_EVENT, needId, { needId, users }), null);
  }

  function watchersOf(needId: string): TClient[] {
    return [...watchers].filter(([, w]) => w.needs.has(needId)).map(([client]) => client);
  }

  /** Sends the list of users on the need to every local socket on it. */
  function show(needId: string) {
    const clients = watchersOf(needId);
    if (clients.length === 0) return;
    const text = listText(needId);
    for (const client of clients) sendTo(client, text);
  }

  function announce(needId: string) {
    const event: TLiveEvent = {
      ...liveEvent(PRESENCE_SYNC_EVENT, needId, {
        instance,
        entries: localPresenceEntries(table, needId),
      }),
      audience: [],
    };
    bus.publish(event).catch((err: unknown) => logger.warn({ err }, 'presence not announced'));
  }

  function changed(needId: string) {
    show(needId);
    announce(needId);
  }

  function leave(client: TClient, needId: string) {
    const watcher = watchers.get(client);
    if (!watcher?.needs.delete(needId)) return;
    if (removePresenceSource(table, needId, `local:${watcher.id}`)) changed(needId);
  }

  // One socket's messages apply in order, although the access check in between is async.
  const queues = new WeakMap<TClient, Promise<void>>();

  function handle(
    client: TClient,
    actor: TActor,
    message: Pick<TPresenceMessage, 'needId' | 'state'>,
    isOpen: () => boolean,
  ): Promise<void> {
    const run = (queues.get(client) ?? Promise.resolve()).then(() =>
      apply(client, actor, message, isOpen),
    );
    const settled = run.catch(() => {});
    queues.set(client, settled);
    return run;
  }

  async function apply(
    client: TClient,
    actor: TActor,
    message: Pick<TPresenceMessage, 'needId' | 'state'>,
    isOpen: () => boolean,
  ) {
    const { needId, state } = message;
    if (state === 'left') return leave(client, needId);
    let watcher = watchers.get(client);
    const isNew = !watcher?.needs.has(needId);
    if (isNew) {
      if ((watcher?.needs.size ?? 0) >= limits.maxPresenceNeedsPerSocket) return;
      if (!(await canWatch(actor, needId)) || !isOpen()) return;
      watcher = watchers.get(client);
    }
    if (!watcher) {
      nextId += 1;
      watcher = { id: String(nextId), needs: new Map() };
      watchers.set(client, watcher);
    }
    const previous = watcher.needs.get(needId);
    const entry: TPresenceEntry = {
      userId: actor.id,
      name: actor.name,
      state,
      since: previous?.since ?? new Date(now()).toISOString(),
    };
    watcher.needs.set(needId, entry);
    const isChanged = setPresenceSource(table, needId, `local:${watcher.id}`, [entry], now(), true);
    // A socket announcing again (after a reconnection, a second hook) gets the list even so.
    if (isChanged) changed(needId);
    else sendTo(client, listText(needId));
  }

  /** A socket that went: it leaves every need it was on. */
  function drop(client: TClient) {
    const watcher = watchers.get(client);
    if (!watcher) return;
    watchers.delete(client);
    for (const needId of watcher.needs.keys())
      if (removePresenceSource(table, needId, `local:${watcher.id}`)) changed(needId);
  }

  /** Another process's list for a need. */
  function receive(event: TLiveEvent) {
    if (event.event_type !== PRESENCE_SYNC_EVENT || !isUuid(event.entity_id)) return;
    const parsed = ZPresenceSync.safeParse(event.payload);
    if (!parsed.success || parsed.data.instance === instance) return;
    const needId = event.entity_id;
    const source = `remote:${parsed.data.instance}`;
    const isNewSource = !table.get(needId)?.has(source);
    const isChanged = setPresenceSource(table, needId, source, parsed.data.entries, now(), false);
    if (isChanged) show(needId);
    // A process newly on this need has not heard our list yet: tell it now, not at the next refresh.
    if (isNewSource && parsed.data.entries.length > 0 && localPresenceEntries(table, needId).length)
      announce(needId);
  }

  const stopListening = bus.subscribe(receive);
  const timer = setInterval(() => {
    for (const needId of needsWithLocalPresence(table)) announce(needId);
    for (const needId of expirePresence(table, now(), limits.presenceExpiryMs)) show(needId);
  }, limits.presenceRefreshMs);
  timer.unref();

  return {
    handle,
    drop,
    /** Stops refreshing; the other processes drop this one's lists when they expire. */
    close() {
      clearInterval(timer);
      stopListening();
    },
  };
}
