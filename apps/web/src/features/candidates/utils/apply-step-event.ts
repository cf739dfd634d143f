import { compareStepCreation, isNoGoStep, type TStep } from '@staffing/domain';
import type { TNeedCandidate } from '../api/candidate-keys.ts';

/**
 * A live step event carries the step: the need's candidate list (card chips, table column)
 * follows at once, before the coalesced refetch confirms it. A created step is the
 * candidate's latest (docs/decisions/0009-latest-step.md); an updated one replaces itself. A
 * deletion is left to the refetch, which alone knows the step before it.
 */
export function applyStepEvent(
  list: TNeedCandidate[],
  type: 'step_created' | 'step_updated' | 'step_deleted',
  step: TStep,
): TNeedCandidate[] {
  if (type === 'step_deleted') return list;
  let changed = false;
  const next = list.map((candidate) => {
    if (candidate.id !== step.candidateId) return candidate;
    const latest = candidate.latestStep;
    const isNewest =
      type === 'step_created'
        ? !latest || compareStepCreation(step, latest) >= 0
        : latest?.id === step.id;
    const noGo = candidate.noGoStep;
    const nextNoGo = isNoGoStep(step)
      ? !noGo || noGo.id === step.id || compareStepCreation(step, noGo) >= 0
        ? step
        : noGo
      : noGo?.id === step.id
        ? null
        : noGo;
    if (!isNewest && nextNoGo === noGo) return candidate;
    changed = true;
    return {
      ...candidate,
      ...(isNewest ? { latestStep: step } : {}),
      ...(nextNoGo !== noGo ? { noGoStep: nextNoGo } : {}),
    };
  });
  return changed ? next : list;
}
