import { describe, expect, it } from 'vitest';
import type { TStep } from '@staffing/domain';
import type { TNeedCandidate } from '../api/candidate-keys.ts';
import { applyStepEvent } from './apply-step-event.ts';

const step = (id: string, type: TStep['type'], seq: number, extra: Partial<TStep> = {}) =>
  ({
    id,
    type,
    seq,
    needId: 'n1',
    candidateId: 'c1',
    createdAt: `2026-01-0${seq}T00:00:00.000Z`,
    ...extra,
  }) as TStep;

const candidate = (extra: Partial<TNeedCandidate> = {}) =>
  ({ id: 'c1', name: 'Ada', skills: [], needs: [], ...extra }) as unknown as TNeedCandidate;

describe('applyStepEvent', () => {
  it('a created step becomes the candidate latest step; others are left as they are', () => {
    const other = candidate({ id: 'c2' });
    const list = [candidate({ latestStep: step('s1', 'CANDIDATE_IDENTIFIED', 1) }), other];
    const next = applyStepEvent(list, 'step_created', step('s2', 'CANDIDATE_SENT', 2));
    expect(next[0]!.latestStep?.id).toBe('s2');
    expect(next[1]).toBe(other);
  });

  it('an older step arriving late does not replace a newer one', () => {
    const list = [candidate({ latestStep: step('s3', 'CANDIDATE_INTERVIEW', 3) })];
    expect(applyStepEvent(list, 'step_created', step('s2', 'CANDIDATE_SENT', 2))).toBe(list);
  });

  it('an updated step replaces itself only when it is the latest', () => {
    const list = [candidate({ latestStep: step('s2', 'CANDIDATE_SENT', 2) })];
    const updated = step('s2', 'CANDIDATE_SENT', 2, { comment: 'edited' } as Partial<TStep>);
    expect(applyStepEvent(list, 'step_updated', updated)[0]!.latestStep).toBe(updated);
    expect(applyStepEvent(list, 'step_updated', step('s1', 'CANDIDATE_IDENTIFIED', 1))).toBe(list);
  });

  it('a NO_GO decision is remembered, and a deletion waits for the refetch', () => {
    const list = [candidate({ latestStep: step('s1', 'CANDIDATE_IDENTIFIED', 1) })];
    const noGo = step('s2', 'GO_NOGO', 2, {
      detailGoNoGo: { decision: 'NO_GO' },
    } as Partial<TStep>);
    const next = applyStepEvent(list, 'step_created', noGo);
    expect(next[0]!.noGoStep).toBe(noGo);
    expect(applyStepEvent(next, 'step_deleted', noGo)).toBe(next);
  });
});
