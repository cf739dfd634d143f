import { describe, expect, it } from 'vitest';
import type { TStepType } from '../steps/step-type.ts';
import { planColumnSteps, toColumnStepCandidates } from './column-steps.rules.ts';

const step = (candidateId: string, type: TStepType, createdAt: string) => ({
  candidateId,
  type,
  createdAt,
});

describe('planColumnSteps', () => {
  const candidates = toColumnStepCandidates(
    ['a', 'b', 'c', 'd'],
    [
      step('a', 'CANDIDATE_IDENTIFIED', '2026-01-01T00:00:00Z'),
      step('b', 'CANDIDATE_IDENTIFIED', '2026-01-01T00:00:00Z'),
      step('b', 'CANDIDATE_INTERVIEW', '2026-01-02T00:00:00Z'),
      step('c', 'CANDIDATE_IDENTIFIED', '2026-01-01T00:00:00Z'),
      step('c', 'CANDIDATE_SENT', '2026-01-02T00:00:00Z'),
      // Sent, then frozen: the latest ranks lower, but the pair already has a Sent step.
      step('c', 'FROZEN', '2026-01-03T00:00:00Z'),
    ],
  );

  it('plans a step of the new column for each candidate whose latest step ranks lower', () => {
    expect(planColumnSteps(candidates, 'CANDIDATE_SENT')).toEqual([
      { candidateId: 'a', type: 'CANDIDATE_SENT' },
      { candidateId: 'd', type: 'CANDIDATE_SENT' },
    ]);
    expect(planColumnSteps(candidates, 'GO_NOGO').map((s) => s.candidateId)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('leaves out the candidates the person unticked', () => {
    expect(planColumnSteps(candidates, 'CANDIDATE_SENT', ['a'])).toEqual([
      { candidateId: 'd', type: 'CANDIDATE_SENT' },
    ]);
  });

  it('plans nothing for the columns that are not steps', () => {
    for (const column of ['NO_CANDIDATE', 'FROZEN', 'PUSH'] as const)
      expect(planColumnSteps(candidates, column)).toEqual([]);
  });
});
