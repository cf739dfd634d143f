import { pickLatestStep, type TStepLike } from '../steps/latest-step.ts';
import { canPropagateStep } from '../steps/step.rules.ts';
import type { TStepType } from '../steps/step-type.ts';
import type { TNeedColumn } from './need-column.ts';
import { shouldPropagateColumn } from './need.rules.ts';

/** One linked candidate as the column rule reads it: the latest step and every type it has. */
export type TColumnStepCandidate = {
  candidateId: string;
  latestType: TStepType | null;
  types: readonly TStepType[];
};

/** A step a move will add: this candidate gets a step of this type. */
export type TPlannedColumnStep = { candidateId: string; type: TStepType };

/**
 * The steps a need's move adds (docs/decisions/0004-column-steps.md): each linked candidate whose latest step ranks
 * lower than the new column gets a step of that type, unless the pair already has one or the
 * person moving the need left the candidate out. The Confirm Move dialog lists them from this
 * rule and the server writes them by it.
 */
export function planColumnSteps(
  candidates: readonly TColumnStepCandidate[],
  to: TNeedColumn,
  skipCandidateIds: readonly string[] = [],
): TPlannedColumnStep[] {
  return candidates
    .filter(
      (c) =>
        !skipCandidateIds.includes(c.candidateId) &&
        shouldPropagateColumn(c.latestType, to) &&
        canPropagateStep(
          c.types.map((type) => ({ type })),
          to as TStepType,
        ),
    )
    .map((c) => ({ candidateId: c.candidateId, type: to as TStepType }));
}

/** The rule's input from a need's steps (any order) and its linked candidates. */
export function toColumnStepCandidates(
  candidateIds: readonly string[],
  steps: readonly (TStepLike & { candidateId: string })[],
): TColumnStepCandidate[] {
  return candidateIds.map((candidateId) => {
    const own = steps.filter((s) => s.candidateId === candidateId);
    return {
      candidateId,
      latestType: pickLatestStep(own)?.type ?? null,
      types: own.map((s) => s.type),
    };
  });
}
