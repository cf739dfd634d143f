import { getAllowedWorkflowRequestActions, type TWorkflowRequestStatus } from '@staffing/domain';

/** The buttons a request offers (edit lives on the detail page). */
export type TWorkflowRowAction = 'start' | 'retry' | 'cancel' | 'delete';

/**
 * The status machine's actions as buttons: a FAILED request offers Retry (which also starts a
 * new run) rather than two buttons doing the same; Start is never offered while IN_PROGRESS.
 */
export function getWorkflowRowActions(status: TWorkflowRequestStatus): TWorkflowRowAction[] {
  const allowed = getAllowedWorkflowRequestActions(status);
  const out: TWorkflowRowAction[] = [];
  if (allowed.includes('retry')) out.push('retry');
  else if (allowed.includes('start')) out.push('start');
  if (allowed.includes('cancel')) out.push('cancel');
  if (allowed.includes('delete')) out.push('delete');
  return out;
}
