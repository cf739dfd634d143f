import { summarizePresence, type TPresenceEntry, type TPresenceUser } from '@staffing/domain';

/**
 * Who is on which need, as one process knows it: per need, its sources. A source is one local
 * socket (`local:<n>`, gone when the socket goes) or another process (`remote:<instance>`, its
 * whole list for that need, replaced by each announcement and dropped when not refreshed).
 */
export type TPresenceSource = { entries: TPresenceEntry[]; refreshedAt: number; isLocal: boolean };
export type TPresenceTable = Map<string, Map<string, TPresenceSource>>;

export function createPresenceTable(): TPresenceTable {
  return new Map();
}

function sameEntries(a: readonly TPresenceEntry[], b: readonly TPresenceEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (entry, i) =>
        entry.userId === b[i]!.userId &&
        entry.name === b[i]!.name &&
        entry.state === b[i]!.state &&
        entry.since === b[i]!.since,
    )
  );
}

/**
 * Sets (or, with no entries, removes) one source's entries on a need. Answers whether the users
 * shown on that need may have changed.
 */
export function setPresenceSource(
  table: TPresenceTable,
  needId: string,
  source: string,
  entries: TPresenceEntry[],
  now: number,
  isLocal = source.startsWith('local:'),
): boolean {
  if (entries.length === 0) return removePresenceSource(table, needId, source);
  let sources = table.get(needId);
  if (!sources) {
    sources = new Map();
    table.set(needId, sources);
  }
  const previous = sources.get(source);
  sources.set(source, { entries, refreshedAt: now, isLocal });
  return !previous || !sameEntries(previous.entries, entries);
}

export function removePresenceSource(table: TPresenceTable, needId: string, source: string) {
  const sources = table.get(needId);
  if (!sources?.delete(source)) return false;
  if (sources.size === 0) table.delete(needId);
  return true;
}

/** Drops the other processes' lists not refreshed since `now - maxAgeMs`; answers the needs changed. */
export function expirePresence(table: TPresenceTable, now: number, maxAgeMs: number): string[] {
  const changed: string[] = [];
  for (const [needId, sources] of table) {
    let isChanged = false;
    for (const [source, value] of sources)
      if (!value.isLocal && now - value.refreshedAt > maxAgeMs) {
        sources.delete(source);
        isChanged = true;
      }
    if (sources.size === 0) table.delete(needId);
    if (isChanged) changed.push(needId);
  }
  return changed;
}

/** This process's own entries on a need (what it announces to the others). */
export function localPresenceEntries(table: TPresenceTable, needId: string): TPresenceEntry[] {
  const sources = table.get(needId);
  if (!sources) return [];
  return [...sources.values()].filter((s) => s.isLocal).flatMap((s) => s.entries);
}

/** The needs this process has someone on. */
export function needsWithLocalPresence(table: TPresenceTable): string[] {
  return [...table]
    .filter(([, sources]) => [...sources.values()].some((s) => s.isLocal))
    .map(([needId]) => needId);
}

/** Everyone on a need, from every source: one per user, 'editing' winning. */
export function presenceUsers(table: TPresenceTable, needId: string): TPresenceUser[] {
  const sources = table.get(needId);
  if (!sources) return [];
  return summarizePresence([...sources.values()].flatMap((s) => s.entries));
}
