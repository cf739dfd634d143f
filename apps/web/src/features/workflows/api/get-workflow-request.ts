import { useQuery } from '@tanstack/react-query';
import {
  WORKFLOW_TIMINGS,
  shouldAutoRefreshWorkflowRequest,
  type TWorkflowRequestDetail,
} from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { workflowKeys } from './workflow-keys.ts';

/** GET /workflow-requests/{id}: the request with its business context. */
export function getWorkflowRequest(id: string): Promise<TWorkflowRequestDetail> {
  return apiClient.GET('/api/v1/workflow-requests/{id}', { params: { path: { id } } });
}

/** The detail; it refreshes itself every 15 s only while PENDING or IN_PROGRESS (spec 001 §4). */
export function useWorkflowRequest(id: string) {
  return useQuery({
    queryKey: workflowKeys.detail(id),
    queryFn: () => getWorkflowRequest(id),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && shouldAutoRefreshWorkflowRequest(status)
        ? WORKFLOW_TIMINGS.detailRefreshMs
        : false;
    },
  });
}
