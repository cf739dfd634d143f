import {
  isJsonObject,
  PRESENCE_EVENT,
  PRESENCE_LEFT,
  PRESENCE_STATES,
  type TPresenceState,
  type TPresenceUser,
} from '@staffing/domain';
import type { LiveConnection } from '../live/index.ts';

/**
 * What this browser tab says about itself on each need. Several parts of a page may
 * be on one need at once (the detail page viewing, its Edit dialog editing) over the one socket:
 * the server keeps one state per socket and need, so the tab sends the strongest of them
 * ('editing' over 'viewing'), and 'left' once none is left. After a reconnection (a new socket
 * the server knows nothing of) it says everything again.
 */
type TRegistry = {
  claims: Map<string, Map<symbol, TPresenceState>>;
  /** What the server was last told on this socket, per need. */
  sent: Map<string, TPresenceState>;
};

const registries = new WeakMap<LiveConnection, TRegistry>();

function strongest(claims: Map<symbol, TPresenceState> | undefined): TPresenceState | null {
  if (!claims || claims.size === 0) return null;
  return [...claims.values()].includes('editing') ? 'editing' : 'viewing';
}

function registryOf(connection: LiveConnection): TRegistry {
  let registry = registries.get(connection);
  if (registry) return registry;
  const created: TRegistry = { claims: new Map(), sent: new Map() };
  registry = created;
  registries.set(connection, created);
  connection.onStateChange((state) => {
    // A new socket: the server knows nothing of this tab yet. A closed one: nothing was kept.
    created.sent.clear();
    if (state === 'connected') for (const needId of created.claims.keys()) sync(connection, needId);
  });
  return registry;
}

/** `force`: say it even if unchanged, so the server sends this socket the list (a new listener). */
function sync(connection: LiveConnection, needId: string, force = false) {
  const registry = registryOf(connection);
  const wanted = strongest(registry.claims.get(needId));
  const sent = registry.sent.get(needId) ?? null;
  // Only on an open socket: a message queued while down would be stale by the time it goes, and
  // everything is said again on reconnection anyway.
  if ((wanted === sent && !force) || connection.getState() !== 'connected') return;
  connection.send({ type: PRESENCE_EVENT, needId, state: wanted ?? PRESENCE_LEFT });
  if (wanted) registry.sent.set(needId, wanted);
  else registry.sent.delete(needId);
}

/** Says this tab is on the need in this state; the returned function takes it back. */
export function claimPresence(
  connection: LiveConnection,
  needId: string,
  state: TPresenceState,
): () => void {
  const registry = registryOf(connection);
  const key = Symbol(needId);
  let claims = registry.claims.get(needId);
  if (!claims) {
    claims = new Map();
    registry.claims.set(needId, claims);
  }
  claims.set(key, state);
  sync(connection, needId, true);
  return () => {
    const current = registry.claims.get(needId);
    current?.delete(key);
    if (current?.size === 0) registry.claims.delete(needId);
    // Later in this task: a part that re-announces with another state (its effect runs again)
    // claims before this runs, so the others never see it leave and come back.
    queueMicrotask(() => sync(connection, needId));
  };
}

/** The users of a `presence` event's payload; entries not of the expected shape are skipped. */
export function readPresenceUsers(payload: unknown): TPresenceUser[] {
  if (!isJsonObject(payload) || !Array.isArray(payload.users)) return [];
  return payload.users.flatMap((user: unknown) =>
    isJsonObject(user) &&
    typeof user.userId === 'string' &&
    typeof user.name === 'string' &&
    (PRESENCE_STATES as readonly unknown[]).includes(user.state)
      ? [{ userId: user.userId, name: user.name, state: user.state as TPresenceState }]
      : [],
  );
}
