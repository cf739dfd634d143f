import type { TFlowBulkAction, TFlowBulkResult } from '@staffing/domain';

const PAST: Record<TFlowBulkAction, string> = { retry: 'retried', cancel: 'cancelled' };
const plural = (n: number) => `${n} flow${n === 1 ? '' : 's'}`;

/** The dry run's count: 'N flows will be retried; M skipped'. */
export function describeBulkCount(result: TFlowBulkResult): string {
  return `${plural(result.eligible)} will be ${PAST[result.action]}; ${result.skipped} skipped`;
}

/** The applied result: 'N flows retried; M skipped'. */
export function describeBulkResult(result: TFlowBulkResult): string {
  return `${plural(result.affected)} ${PAST[result.action]}; ${result.skipped} skipped`;
}
