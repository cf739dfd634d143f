import type { QueryClient } from '@tanstack/react-query';
import type { TPage, TWorkflowRequest, TWorkflowRequestDetail } from '@staffing/domain';
import {
  mergeWorkflowChangeIntoDetail,
  mergeWorkflowChangeIntoPage,
  type TWorkflowChange,
} from '../utils/workflow-cache.ts';
import type { TWorkflowListParams } from '../utils/workflow-list-params.ts';
import { workflowKeys } from './workflow-keys.ts';

/**
 * Applies one change to every cached list and detail. Lists that cannot be patched in place
 * are refetched; a deleted request's detail is refetched so its page reads 'not found'.
 */
export function applyWorkflowChange(queryClient: QueryClient, change: TWorkflowChange): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: workflowKeys.lists() })) {
    const data = query.state.data as TPage<TWorkflowRequest> | undefined;
    if (!data) continue;
    const params = query.queryKey[2] as TWorkflowListParams;
    const merged = mergeWorkflowChangeIntoPage(data, change, params);
    if (merged.page !== data) queryClient.setQueryData(query.queryKey, merged.page);
    if (merged.refetch)
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
  if (change.kind === 'deleted') {
    void queryClient.invalidateQueries({ queryKey: workflowKeys.detail(change.id) });
    return;
  }
  queryClient.setQueryData<TWorkflowRequestDetail>(
    workflowKeys.detail(change.request.id),
    (detail) => (detail ? mergeWorkflowChangeIntoDetail(detail, change.request) : detail),
  );
}
