import { getAllowedWorkflowRequestActions, type TWorkflowRequestStatus } from '@staffing/domain';

/** The buttons a request offers (edit lives on the detail page). */
export type TWorkflowRowAction = 'start' | 'retry' | 'cancel' | 'delete';

/**
 * The status machine's actions as buttons (spec 001 §4): Start/Execute for NEW, PENDING, FAILED
 * and CANCELLED, Retry as well for FAILED; Start is never offered while IN_PROGRESS.
 */
export function getWorkflowRowActions(status: TWorkflowRequestStatus): TWorkflowRowAction[] {
  const allowed = getAllowedWorkflowRequestActions(status);
  const out: TWorkflowRowAction[] = [];
  if (allowed.includes('start')) out.push('start');
  if (allowed.includes('retry')) out.push('retry');
  if (allowed.includes('cancel')) out.push('cancel');
  if (allowed.includes('delete')) out.push('delete');
  return out;
}
