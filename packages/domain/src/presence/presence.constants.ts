// No zod here: the web's live connection (loaded with every signed-in page) reads these names.

/**
 * Presence on a need: who else is viewing or editing it, live over the WebSocket.
 * The client announces `{ type: 'presence', needId, state }` ('left' when it goes); the server
 * answers every socket on that need with a `presence` event listing the users there.
 */
export const PRESENCE_EVENT = 'presence';
export const PRESENCE_STATES = ['viewing', 'editing'] as const;
export type TPresenceState = (typeof PRESENCE_STATES)[number];
export const PRESENCE_LEFT = 'left';

/** One user on a need, as the `presence` event lists them (two tabs: once, 'editing' winning). */
export type TPresenceUser = { userId: string; name: string; state: TPresenceState };

/** One connection's presence on a need (the server keeps one per socket and need). */
export type TPresenceEntry = TPresenceUser & { since: string };

/**
 * The users on a need from every connection's entry: one per user, 'editing' when any of their
 * connections edits, ordered by arrival (the first there first) then name.
 */
export function summarizePresence(entries: Iterable<TPresenceEntry>): TPresenceUser[] {
  const byUser = new Map<string, TPresenceEntry>();
  for (const entry of entries) {
    const seen = byUser.get(entry.userId);
    if (!seen) {
      byUser.set(entry.userId, { ...entry });
      continue;
    }
    if (entry.state === 'editing') seen.state = 'editing';
    if (entry.since < seen.since) seen.since = entry.since;
  }
  return [...byUser.values()]
    .sort((a, b) => a.since.localeCompare(b.since) || a.name.localeCompare(b.name))
    .map(({ userId, name, state }) => ({ userId, name, state }));
}
