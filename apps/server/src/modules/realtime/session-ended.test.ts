import { describe, expect, it } from 'vitest';
import { createInProcessBus, type TLiveEvent } from './event-bus.ts';
import { fixtureEvent } from '../../../test/live-fixtures.ts';
import { isLiveEvent } from './live-message.ts';
import {
  announceSessionEnded,
  isSessionEnded,
  readSessionEnded,
  SESSION_ENDED_EVENT,
} from './session-ended.ts';

describe('session_ended on the bus', () => {
  it('travels with an empty audience and reads back as it was sent', async () => {
    const bus = createInProcessBus();
    const heard: TLiveEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    await announceSessionEnded(
      { bus },
      { reason: 'passwordChanged', userId: 'u1', keepSessionId: 's1' },
    );
    expect(heard).toHaveLength(1);
    const [event] = heard;
    expect(event).toMatchObject({ event_type: SESSION_ENDED_EVENT, audience: [] });
    // What another process parses from the NOTIFY.
    const copy: unknown = JSON.parse(JSON.stringify(event));
    expect(isLiveEvent(copy)).toBe(true);
    expect(readSessionEnded(copy as TLiveEvent)).toEqual({
      reason: 'passwordChanged',
      userId: 'u1',
      sessionId: undefined,
      keepSessionId: 's1',
    });
  });

  it('ignores other events and ends that name nobody or an unknown reason', () => {
    expect(readSessionEnded(fixtureEvent('need_created', 'n1', {}))).toBeNull();
    expect(
      readSessionEnded(fixtureEvent(SESSION_ENDED_EVENT, '', { reason: 'revoked' })),
    ).toBeNull();
    expect(
      readSessionEnded(
        fixtureEvent(SESSION_ENDED_EVENT, 'u1', { reason: 'toString', userId: 'u1' }),
      ),
    ).toBeNull();
  });

  it('ends one session, or every session of a user but the kept one', () => {
    const alice = { id: 'u1', sessionId: 's1' };
    const aliceElsewhere = { id: 'u1', sessionId: 's2' };
    const bob = { id: 'u2', sessionId: 's3' };
    const one = { reason: 'revoked' as const, sessionId: 's1' };
    expect([alice, aliceElsewhere, bob].map((a) => isSessionEnded(one, a))).toEqual([
      true,
      false,
      false,
    ]);
    const allBut = { reason: 'passwordChanged' as const, userId: 'u1', keepSessionId: 's1' };
    expect([alice, aliceElsewhere, bob].map((a) => isSessionEnded(allBut, a))).toEqual([
      false,
      true,
      false,
    ]);
    const all = { reason: 'userDeleted' as const, userId: 'u1' };
    expect([alice, aliceElsewhere, bob].map((a) => isSessionEnded(all, a))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
