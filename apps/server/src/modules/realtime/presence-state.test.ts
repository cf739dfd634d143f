import { describe, expect, it } from 'vitest';
import type { TPresenceEntry } from '@staffing/domain';
import {
  createPresenceTable,
  expirePresence,
  localPresenceEntries,
  needsWithLocalPresence,
  presenceUsers,
  removePresenceSource,
  setPresenceSource,
} from './presence-state.ts';

const NEED = 'need-1';
const camille: TPresenceEntry = {
  userId: 'u1',
  name: 'Camille Martin',
  state: 'viewing',
  since: '2026-01-01T10:00:00.000Z',
};
const paul: TPresenceEntry = {
  userId: 'u2',
  name: 'Paul Durand',
  state: 'editing',
  since: '2026-01-01T10:00:01.000Z',
};

describe('presence table', () => {
  it('merges local sockets and other processes into one list per need', () => {
    const table = createPresenceTable();
    expect(setPresenceSource(table, NEED, 'local:1', [camille], 0)).toBe(true);
    expect(setPresenceSource(table, NEED, 'remote:b', [paul], 0)).toBe(true);
    // A second tab of the same user, editing: the user appears once, editing.
    setPresenceSource(table, NEED, 'local:2', [{ ...camille, state: 'editing' }], 0);
    expect(presenceUsers(table, NEED)).toEqual([
      { userId: 'u1', name: 'Camille Martin', state: 'editing' },
      { userId: 'u2', name: 'Paul Durand', state: 'editing' },
    ]);
    expect(localPresenceEntries(table, NEED)).toHaveLength(2);
    expect(needsWithLocalPresence(table)).toEqual([NEED]);
  });

  it('tells whether a change changes what is shown', () => {
    const table = createPresenceTable();
    setPresenceSource(table, NEED, 'remote:b', [paul], 0);
    expect(setPresenceSource(table, NEED, 'remote:b', [{ ...paul }], 10)).toBe(false);
    expect(setPresenceSource(table, NEED, 'remote:b', [{ ...paul, state: 'viewing' }], 10)).toBe(
      true,
    );
    expect(setPresenceSource(table, NEED, 'remote:b', [], 10)).toBe(true);
    expect(presenceUsers(table, NEED)).toEqual([]);
    expect(table.size).toBe(0);
  });

  it('removes a source, and a need with nobody left', () => {
    const table = createPresenceTable();
    setPresenceSource(table, NEED, 'local:1', [camille], 0);
    expect(removePresenceSource(table, NEED, 'local:1')).toBe(true);
    expect(removePresenceSource(table, NEED, 'local:1')).toBe(false);
    expect(table.size).toBe(0);
    expect(needsWithLocalPresence(table)).toEqual([]);
  });

  it("expires other processes' lists not refreshed in time, never local sockets", () => {
    const table = createPresenceTable();
    setPresenceSource(table, NEED, 'local:1', [camille], 0);
    setPresenceSource(table, NEED, 'remote:b', [paul], 0);
    setPresenceSource(table, 'need-2', 'remote:c', [paul], 50_000);
    expect(expirePresence(table, 60_000, 60_000)).toEqual([]);
    expect(expirePresence(table, 60_001, 60_000)).toEqual([NEED]);
    expect(presenceUsers(table, NEED)).toEqual([
      { userId: 'u1', name: 'Camille Martin', state: 'viewing' },
    ]);
    expect(expirePresence(table, 110_001, 60_000)).toEqual(['need-2']);
    expect(table.has('need-2')).toBe(false);
  });
});
