// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './live-event.ts';
import { createSeenMessages } from './seen-messages.ts';

function event(type: string, entityId: string | null, timestamp: string | null): LiveEvent {
  return { type, entityId, timestamp, payload: null, error: null, receivedAt: 0 };
}

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString();

describe('createSeenMessages', () => {
  it('accepts a message once', () => {
    const seen = createSeenMessages();

    expect(seen.accept(event('need_updated', 'n1', at(1)))).toBe(true);
    expect(seen.accept(event('need_updated', 'n1', at(1)))).toBe(false);
  });

  it('tells apart events of another type at the same moment for the same entity', () => {
    const seen = createSeenMessages();

    expect(seen.accept(event('need_analysis_progress', 'job', at(1)))).toBe(true);
    expect(seen.accept(event('need_analysis_complete', 'job', at(1)))).toBe(true);
  });

  it('refuses an event older than the newest one seen for its entity, whatever its type', () => {
    const seen = createSeenMessages();
    seen.accept(event('need_updated', 'n1', at(5)));

    expect(seen.accept(event('need_deleted', 'n1', at(4)))).toBe(false);
    expect(seen.accept(event('need_updated', 'n2', at(4)))).toBe(true);
    expect(seen.accept(event('need_updated', 'n1', at(6)))).toBe(true);
  });

  it('does not deduplicate messages without a timestamp', () => {
    const seen = createSeenMessages();

    expect(seen.accept(event('screencast_frame', 'flow', null))).toBe(true);
    expect(seen.accept(event('screencast_frame', 'flow', null))).toBe(true);
  });

  it('ignores ordering for unparsable timestamps but still deduplicates them', () => {
    const seen = createSeenMessages();

    expect(seen.accept(event('need_updated', 'n1', 'soon'))).toBe(true);
    expect(seen.accept(event('need_updated', 'n1', 'soon'))).toBe(false);
    expect(seen.accept(event('need_updated', 'n1', 'later'))).toBe(true);
  });

  it('forgets everything on clear', () => {
    const seen = createSeenMessages();
    seen.accept(event('need_updated', 'n1', at(5)));
    seen.clear();

    expect(seen.accept(event('need_updated', 'n1', at(5)))).toBe(true);
    expect(seen.accept(event('need_updated', 'n1', at(4)))).toBe(false);
  });

  it('drops the oldest 500 of 1000 remembered messages when full', () => {
    const seen = createSeenMessages();
    for (let i = 0; i < 1000; i += 1) seen.accept(event('step_updated', `s${i}`, at(0)));

    // The 1001st message trims the memory to the newest 500 before it is remembered.
    seen.accept(event('step_updated', 's1000', at(0)));

    expect(seen.accept(event('step_updated', 's499', at(0)))).toBe(true);
    expect(seen.accept(event('step_updated', 's500', at(0)))).toBe(false);
    expect(seen.accept(event('step_updated', 's999', at(0)))).toBe(false);
  });

  it('honours a custom capacity', () => {
    const seen = createSeenMessages({ capacity: 2, trimBy: 1 });
    seen.accept(event('a', 'x', at(0)));
    seen.accept(event('b', 'y', at(0)));
    seen.accept(event('c', 'z', at(0)));

    expect(seen.accept(event('a', 'x', at(0)))).toBe(true);
    expect(seen.accept(event('c', 'z', at(0)))).toBe(false);
  });
});
