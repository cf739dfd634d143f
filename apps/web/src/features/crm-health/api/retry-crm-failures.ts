import { CRM_HEALTH_MESSAGES, type TFlowBulkResult } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { crmHealthKeys } from './crm-health-keys.ts';

/**
 * Retries the selected failed CRM runs through Flow Administration's bulk retry (each from the
 * stage its Retry button uses), with the reason kept on every run.
 */
export function retryCrmFailures(ids: string[]): Promise<TFlowBulkResult> {
  return apiClient.POST('/api/v1/admin/flows/bulk', {
    body: { action: 'retry', ids, reason: CRM_HEALTH_MESSAGES.retryReason, dryRun: false },
  });
}

export function useRetryCrmFailures() {
  return useRefreshingMutation(retryCrmFailures, crmHealthKeys.all, 'settled');
}
