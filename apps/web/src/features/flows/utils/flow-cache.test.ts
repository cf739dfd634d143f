import { describe, expect, it } from 'vitest';
import { makeAttempt, makeFlow } from '../test/flow-fixture.ts';
import { mergeFlow, mergeFlowIntoPage, readFlowUpdate } from './flow-cache.ts';

const page = (items = [makeFlow(), makeFlow({ id: 'flow_2', flowId: 'flow_2' })]) => ({
  items,
  total: 2,
  page: 1,
  size: 20,
  pages: 1,
});

describe('flow cache merging', () => {
  it('reads a flow_updated payload by its entity id and never takes stages from it', () => {
    expect(readFlowUpdate({ status: 'error', stages: [] }, 'flow_1')).toEqual({
      id: 'flow_1',
      flowId: 'flow_1',
      status: 'error',
    });
    expect(readFlowUpdate({ flowId: 'rpa_9' }, null)).toMatchObject({ id: 'rpa_9' });
    expect(readFlowUpdate({}, null)).toBeNull();
  });

  it('merges a row in place and leaves pages without the flow untouched', () => {
    const before = page();
    const after = mergeFlowIntoPage(before, {
      id: 'flow_2',
      status: 'processing',
      progress: 40,
      updatedAt: '2026-03-02T11:00:00.000Z',
    });
    expect(after?.items[1]).toMatchObject({ id: 'flow_2', status: 'processing', progress: 40 });
    expect(after?.items[0]).toBe(before.items[0]);
    expect(mergeFlowIntoPage(before, { id: 'flow_x', status: 'error' })).toBe(before);
  });

  it('keeps the timeline of the detail and ignores an older event', () => {
    const detail = makeFlow({ stages: [makeAttempt()] });
    const merged = mergeFlow(detail, {
      id: detail.id,
      status: 'error',
      updatedAt: '2026-03-03T00:00:00Z',
    });
    expect(merged.status).toBe('error');
    expect(merged.stages).toHaveLength(1);
    expect(
      mergeFlow(detail, { id: detail.id, status: 'pending', updatedAt: '2026-01-01T00:00:00Z' }),
    ).toBe(detail);
  });
});
