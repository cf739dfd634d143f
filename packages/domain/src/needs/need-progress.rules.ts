import type { TNeedColumn } from './need-column.ts';

/**
 * Progress of a need by stage: each workflow stage is a fifth of the way, a sale is done.
 * Parked and closed columns (FROZEN, PUSH, CANCELED, DELETED) have no progress of their own.
 */
export const COLUMN_PROGRESS: Partial<Record<TNeedColumn, number>> = {
  NO_CANDIDATE: 0,
  CANDIDATE_IDENTIFIED: 20,
  CANDIDATE_SENT: 40,
  CANDIDATE_INTERVIEW: 60,
  GO_NOGO: 80,
  SALE: 100,
};

/**
 * progressPct after a need moves to `to`: an explicit value sent with the same change wins;
 * otherwise the stage's progress, or the current value for a column without one.
 */
export function getProgressAfterMove(
  to: TNeedColumn,
  currentProgress: number,
  explicitProgress?: number,
): number {
  if (explicitProgress !== undefined) return explicitProgress;
  return COLUMN_PROGRESS[to] ?? currentProgress;
}
