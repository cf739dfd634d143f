import type { TFlowBulkResult } from '@staffing/domain';
import type { TTranslate } from '../../../i18n/i18n.ts';

/** The dry run's count: 'N flows will be retried; M skipped'. */
export function describeBulkCount(t: TTranslate, result: TFlowBulkResult): string {
  return result.action === 'retry'
    ? t('flows.bulk.countRetry', { count: result.eligible, skipped: result.skipped })
    : t('flows.bulk.countCancel', { count: result.eligible, skipped: result.skipped });
}

/** The applied result: 'N flows retried; M skipped'. */
export function describeBulkResult(t: TTranslate, result: TFlowBulkResult): string {
  return result.action === 'retry'
    ? t('flows.bulk.resultRetry', { count: result.affected, skipped: result.skipped })
    : t('flows.bulk.resultCancel', { count: result.affected, skipped: result.skipped });
}
