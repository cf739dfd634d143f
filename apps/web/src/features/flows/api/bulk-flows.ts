import { useMutation } from '@tanstack/react-query';
import type { TFlowBulkAction, TFlowBulkResult } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import type { TFlowFilterBody } from '../utils/flow-list-params.ts';

/** The flows a bulk action names: the selected ids, or every flow matching the page's filter. */
export type TBulkTarget = { ids: string[] } | { filter: TFlowFilterBody };

export type TBulkFlowsInput = {
  action: TFlowBulkAction;
  target: TBulkTarget;
  dryRun: boolean;
  reason?: string;
};

/** POST /admin/flows/bulk: a dry run gives the count first; the real run needs a reason. */
export function bulkFlows({
  action,
  target,
  dryRun,
  reason,
}: TBulkFlowsInput): Promise<TFlowBulkResult> {
  return apiClient.POST('/api/v1/admin/flows/bulk', {
    body: {
      action,
      ...target,
      dryRun,
      ...(reason?.trim() ? { reason: reason.trim() } : {}),
    },
  });
}

export function useBulkFlows() {
  return useMutation({ mutationFn: bulkFlows });
}
