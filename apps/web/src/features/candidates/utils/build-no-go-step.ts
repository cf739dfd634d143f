import { STEP_COMMENTS } from '@staffing/domain';
import type { TCreateStepBody } from '../api/create-step.ts';

/** Quick No Go: a GO_NOGO step with decision NO_GO; the reason, when given, is its comment. */
export function buildNoGoStep(reason: string, now: Date): TCreateStepBody {
  const text = reason.trim();
  return {
    type: 'GO_NOGO',
    status: 'COMPLETED',
    date: now.toISOString(),
    comment: text || STEP_COMMENTS.quickNoGo,
    detailGoNoGo: { decision: 'NO_GO', ...(text ? { reason: text } : {}) },
  };
}
