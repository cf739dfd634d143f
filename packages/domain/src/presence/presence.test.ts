import { describe, expect, it } from 'vitest';
import { ZPresenceMessage } from './presence.ts';
import { summarizePresence, type TPresenceEntry } from './presence.constants.ts';

const NEED = '12345678-1234-1234-1234-123456789012';

function entry(userId: string, state: TPresenceEntry['state'], since: string): TPresenceEntry {
  return { userId, name: `Name ${userId}`, state, since };
}

describe('summarizePresence', () => {
  it('lists each user once, editing winning over viewing, first arrived first', () => {
    expect(
      summarizePresence([
        entry('b', 'viewing', '2026-01-01T10:00:02.000Z'),
        entry('a', 'viewing', '2026-01-01T10:00:01.000Z'),
        entry('b', 'editing', '2026-01-01T10:00:05.000Z'),
        entry('a', 'viewing', '2026-01-01T10:00:03.000Z'),
      ]),
    ).toEqual([
      { userId: 'a', name: 'Name a', state: 'viewing' },
      { userId: 'b', name: 'Name b', state: 'editing' },
    ]);
  });

  it('is empty for no entries', () => {
    expect(summarizePresence([])).toEqual([]);
  });
});

describe('ZPresenceMessage', () => {
  it('accepts viewing, editing and left on a need id', () => {
    for (const state of ['viewing', 'editing', 'left'])
      expect(ZPresenceMessage.safeParse({ type: 'presence', needId: NEED, state }).success).toBe(
        true,
      );
  });

  it('refuses another state, a bad id or another type', () => {
    for (const message of [
      { type: 'presence', needId: NEED, state: 'typing' },
      { type: 'presence', needId: 'need-1', state: 'viewing' },
      { type: 'presence', state: 'viewing' },
      { type: 'subscribe_job', needId: NEED, state: 'viewing' },
    ])
      expect(ZPresenceMessage.safeParse(message).success).toBe(false);
  });
});
