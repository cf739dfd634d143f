import type { TNeedColumn } from './need-column.ts';

/** Moves between columns and the process actions (freeze, unfreeze, push …) of a need. */
const PARKED: readonly TNeedColumn[] = ['FROZEN', 'PUSH'];

/** Whether a column is one of the parked ones (FROZEN, PUSH), never remembered as a return point. */
export function isParkedColumn(column: string | null | undefined): boolean {
  return !!column && (PARKED as readonly string[]).includes(column);
}

/** Where Unfreeze and Disable Push go back to: the remembered workflow column, else NO_CANDIDATE. */
export function getReturnColumn(previousColumn: TNeedColumn | null | undefined): TNeedColumn {
  return previousColumn && !isParkedColumn(previousColumn) ? previousColumn : 'NO_CANDIDATE';
}

/**
 * The column and remembered column after a move. Entering FROZEN or PUSH from a workflow column
 * remembers that column; moving between FROZEN and PUSH keeps what was remembered (the last
 * workflow column, never FROZEN or PUSH themselves); leaving them forgets it (docs/decisions/0003-freeze-and-push.md);
 * other moves keep what was remembered.
 */
export function getColumnChange(
  from: TNeedColumn,
  to: TNeedColumn,
  previousColumn: TNeedColumn | null,
): { column: TNeedColumn; previousColumn: TNeedColumn | null } {
  if (from === to) return { column: to, previousColumn };
  if (isParkedColumn(to)) {
    if (!isParkedColumn(from)) return { column: to, previousColumn: from };
    return { column: to, previousColumn: isParkedColumn(previousColumn) ? null : previousColumn };
  }
  if (isParkedColumn(from)) return { column: to, previousColumn: null };
  return { column: to, previousColumn };
}

export const PROCESS_ACTIONS = [
  'sold',
  'freeze',
  'unfreeze',
  'push',
  'disablePush',
  'cancel',
  'delete',
] as const;
export type TProcessAction = (typeof PROCESS_ACTIONS)[number];

export const PROCESS_ACTION_LABELS: Record<TProcessAction, string> = {
  sold: 'Mark as Sold',
  freeze: 'Freeze Need',
  unfreeze: 'Unfreeze',
  push: 'Push Need',
  disablePush: 'Disable Push',
  cancel: 'Mark as Canceled',
  delete: 'Delete Need',
};

export const PROCESS_ACTION_SUCCESS: Record<TProcessAction, string> = {
  sold: 'Need marked as SOLD successfully!',
  freeze: 'Need frozen successfully! The need is now temporarily on hold.',
  unfreeze: 'Need unfrozen successfully!',
  push: 'Need pushed successfully! Proactive CV sending activated.',
  disablePush: 'Push disabled successfully!',
  cancel: 'Need marked as CANCELED successfully!',
  delete: 'Need deleted successfully!',
};

export const PROCESS_ACTION_FAILURE: Record<TProcessAction, string> = {
  sold: 'Failed to mark need as sold',
  freeze: 'Failed to update freeze status',
  unfreeze: 'Failed to update freeze status',
  push: 'Failed to update push status',
  disablePush: 'Failed to update push status',
  cancel: 'Failed to cancel need',
  delete: 'Failed to delete need',
};

export type TProcessActionConfirmation = { title: string; message: string; confirmLabel: string };

/**
 * Mark as Sold and Mark as Canceled end a need, so they ask first and say what follows: the need
 * leaves the board for Finished Needs, and its linked candidates not yet that far get the matching
 * step (docs/decisions/0004-column-steps.md). Delete keeps the browser's own confirmation of the spec.
 */
export function getProcessActionConfirmation(
  action: TProcessAction,
  need: { title: string; candidateCount: number },
): TProcessActionConfirmation | null {
  const ends: Partial<Record<TProcessAction, { columnTitle: string; step: string }>> = {
    sold: { columnTitle: 'Sold', step: 'Sale' },
    cancel: { columnTitle: 'Canceled', step: 'Canceled' },
  };
  const end = ends[action];
  if (!end) return null;
  const n = need.candidateCount;
  const candidates =
    n === 0
      ? 'It has no linked candidates.'
      : `Each of its ${n} linked candidate${n === 1 ? '' : 's'} not yet that far gets a ${end.step} step ('Status updated to match need status change').`;
  return {
    title: `${PROCESS_ACTION_LABELS[action]}?`,
    message: `"${need.title}" moves to ${end.columnTitle} and leaves the board; you will find it under Finished Needs. ${candidates}`,
    confirmLabel: PROCESS_ACTION_LABELS[action],
  };
}

type TProcessNeed = { column: TNeedColumn; previousColumn?: TNeedColumn | null };

/** Whether a process action is disabled for a need in its current column. */
export function isProcessActionDisabled(action: TProcessAction, need: TProcessNeed): boolean {
  switch (action) {
    case 'sold':
      return need.column === 'SALE';
    case 'freeze':
      return need.column === 'FROZEN';
    case 'unfreeze':
      return need.column !== 'FROZEN';
    case 'push':
      return need.column === 'PUSH';
    case 'disablePush':
      return need.column !== 'PUSH';
    case 'cancel':
      return need.column === 'CANCELED';
    case 'delete':
      return need.column === 'DELETED';
  }
}

/**
 * Where a process action moves a need, and what it then remembers; null when the action is
 * disabled. Unfreeze and Disable Push return to the remembered column, else NO_CANDIDATE.
 */
export function getProcessActionTarget(
  action: TProcessAction,
  need: TProcessNeed,
): { column: TNeedColumn; previousColumn: TNeedColumn | null } | null {
  if (isProcessActionDisabled(action, need)) return null;
  const previous = need.previousColumn ?? null;
  const to: Record<TProcessAction, TNeedColumn> = {
    sold: 'SALE',
    freeze: 'FROZEN',
    unfreeze: getReturnColumn(previous),
    push: 'PUSH',
    disablePush: getReturnColumn(previous),
    cancel: 'CANCELED',
    delete: 'DELETED',
  };
  return getColumnChange(need.column, to[action], previous);
}
