import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../shared/live/index.ts';
import { needIdsOfEvent } from './use-board-live-updates.ts';

const event = (type: string, payload: unknown, entityId: string | null = 'e1'): LiveEvent => ({
  type,
  entityId,
  timestamp: null,
  payload,
  error: null,
  receivedAt: 0,
});

describe('needIdsOfEvent', () => {
  it('finds the need of a step, of a candidate event and of a need event', () => {
    expect(needIdsOfEvent(event('step_created', { step: { needId: 'n1' } }))).toEqual(['n1']);
    expect(needIdsOfEvent(event('candidate_created', { need_id: 'n2' }))).toEqual(['n2']);
    expect(
      needIdsOfEvent(
        event('candidate_updated', { candidate: { needs: [{ needId: 'n3' }, { needId: 'n4' }] } }),
      ),
    ).toEqual(['n3', 'n4']);
    expect(needIdsOfEvent(event('need_created', {}, 'n5'))).toEqual(['n5']);
  });

  it('a candidate event that names no need refreshes the whole board', () => {
    expect(needIdsOfEvent(event('candidate_deleted', { candidate: { needs: [] } }))).toBe('all');
    expect(needIdsOfEvent(event('candidate_updated', null))).toBe('all');
  });
});
