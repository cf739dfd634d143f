import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../realtime/event-bus.ts';
import { fixtureEvent } from '../../../test/live-fixtures.ts';
import { createCandidatesCountCache } from './candidates-count-cache.ts';

describe('candidates count cache', () => {
  it('counts a filter once until a candidate or a need link may have changed', async () => {
    const bus = createInProcessBus();
    const totals = createCandidatesCountCache({ bus });
    let counted = 0;
    const count = async () => ++counted;
    expect(await totals.total('a', count)).toBe(1);
    expect(await totals.total('a', count)).toBe(1);
    // Neither a step, nor a need created, nor a running analysis changes a candidates filter.
    await bus.publish(fixtureEvent('step_created', 's1', {}));
    await bus.publish(fixtureEvent('need_created', 'n1', {}));
    await bus.publish(fixtureEvent('candidate_analysis_progress', 'c1', {}));
    expect(await totals.total('a', count)).toBe(1);
    for (const type of ['candidate_updated', 'candidate_deleted', 'need_updated', 'need_deleted']) {
      const before = counted;
      await bus.publish(fixtureEvent(type, 'x1', {}));
      expect(await totals.total('a', count)).toBe(before + 1);
    }
  });
});
