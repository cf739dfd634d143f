import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../../test/live-fixtures.ts';
import { toWebhookEvents } from './webhook-events.ts';

const need = { id: 'n1', title: 'Rust developer', column: 'NO_CANDIDATE' };
const types = (type: string, payload: Record<string, unknown>) =>
  toWebhookEvents(fixtureEvent(type, 'e1', payload)).map((e) => e.type);

describe('toWebhookEvents', () => {
  it('tells a need created, updated, moved and closed apart', () => {
    expect(types('need_created', { need })).toEqual(['need.created']);
    expect(types('need_updated', { title: 'x', version: 2, need })).toEqual(['need.updated']);
    expect(types('need_updated', { column: 'CANDIDATE_SENT', status: 's', need })).toEqual([
      'need.moved',
    ]);
    expect(types('need_updated', { column: 'SALE', need })).toEqual(['need.closed']);
    expect(types('need_updated', { column: 'DELETED', need })).toEqual(['need.closed']);
    // A candidate detached publishes need_updated without the need: not a need change.
    expect(types('need_updated', { action: 'CANDIDATE_DETACHED', column: 'SALE' })).toEqual([]);
    const [updated] = toWebhookEvents(
      fixtureEvent('need_updated', 'n1', {
        title: 'x',
        priority: 'P2',
        version: 2,
        updatedAt: 't',
        need,
      }),
    );
    expect(updated!.data).toEqual({ need, changed: ['title', 'priority'] });
  });

  it('sends candidate.linked for a link, a creation on a need, and a merge that linked', () => {
    const candidate = { id: 'c1' };
    expect(types('candidate_created', { candidate, need_id: 'n1' })).toEqual(['candidate.linked']);
    expect(types('candidate_created', { candidate, need_id: null })).toEqual([]);
    expect(types('candidate_updated', { candidate, need_id: 'n1', action: 'LINKED' })).toEqual([
      'candidate.linked',
    ]);
    const merged = { candidate, need_id: 'n1', action: 'MERGED' };
    expect(types('candidate_updated', { ...merged, linked: true })).toEqual(['candidate.linked']);
    expect(types('candidate_updated', { ...merged, linked: false })).toEqual([]);
    expect(types('candidate_updated', { candidate, need_id: 'n1' })).toEqual([]);
  });

  it('sends step.created and a finished workflow request once per run and outcome', () => {
    expect(types('step_created', { step: { id: 's1' }, need_id: 'n1' })).toEqual(['step.created']);
    expect(types('step_updated', { step: { id: 's1' } })).toEqual([]);
    const request = { id: 'w1', attempts: 1, needId: 'n1' };
    expect(types('workflow_request_updated', { ...request, status: 'IN_PROGRESS' })).toEqual([]);
    const [done] = toWebhookEvents(
      fixtureEvent('workflow_request_updated', 'w1', { ...request, status: 'COMPLETED' }),
    );
    expect(done).toMatchObject({
      type: 'workflow_request.finished',
      needId: 'n1',
      dedupeKey: 'workflow_request.finished:w1:1:COMPLETED',
    });
    expect(types('workflow_request_updated', { id: 'w1', deleted: true })).toEqual([]);
    expect(types('flow_updated', { id: 'f1' })).toEqual([]);
  });
});
