import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../realtime/event-bus.ts';
import { fixtureEvent } from '../../../test/live-fixtures.ts';
import { createNeedsCountCache } from './needs-count-cache.ts';

describe('needs count cache', () => {
  it('counts a filter once until a need is written, in this process or another', async () => {
    const bus = createInProcessBus();
    const totals = createNeedsCountCache({ bus });
    let counted = 0;
    const count = async () => ++counted;
    expect(await totals.total('a', count)).toBe(1);
    expect(await totals.total('a', count)).toBe(1);
    expect(await totals.total('b', count)).toBe(2);
    // Progress of a running analysis writes no need.
    await bus.publish(fixtureEvent('need_analysis_progress', 'n1', {}));
    expect(await totals.total('a', count)).toBe(1);
    await bus.publish(fixtureEvent('need_created', 'n1', {}));
    expect(await totals.total('a', count)).toBe(3);
    await bus.publish(fixtureEvent('candidate_updated', 'c1', {}));
    expect(await totals.total('a', count)).toBe(3);
  });

  it('does not keep a count that a write overtook', async () => {
    const bus = createInProcessBus();
    const totals = createNeedsCountCache({ bus });
    let release!: () => void;
    const slow = totals.total(
      'a',
      () => new Promise<number>((resolve) => (release = () => resolve(10))),
    );
    await bus.publish(fixtureEvent('need_deleted', 'n1', {}));
    release();
    expect(await slow).toBe(10);
    expect(await totals.total('a', async () => 9)).toBe(9);
  });

  it('forgets a total after its time to live, and the least recently used first', async () => {
    let at = 0;
    const totals = createNeedsCountCache({ ttlMs: 1000, max: 2, now: () => at });
    expect(await totals.total('a', async () => 1)).toBe(1);
    at = 1001;
    expect(await totals.total('a', async () => 2)).toBe(2);
    await totals.total('b', async () => 3);
    await totals.total('a', async () => 0);
    await totals.total('c', async () => 4);
    expect(await totals.total('a', async () => 0)).toBe(2);
    expect(await totals.total('b', async () => 5)).toBe(5);
  });
});
