import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWorkflowRequest, TWorkflowRequestStarted } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { applyWorkflowChange } from './workflow-cache.ts';
import { workflowKeys } from './workflow-keys.ts';

/** POST /workflow-requests/{id}/retry → 202 { id, flowId, status } (FAILED only). */
export function retryWorkflowRequest(id: string): Promise<TWorkflowRequestStarted> {
  return apiClient.POST('/api/v1/workflow-requests/{id}/retry', { params: { path: { id } } });
}

/** Retry starts a new flow; the list is refreshed afterwards (spec 001 §4). */
export function useRetryWorkflowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TWorkflowRequest) => retryWorkflowRequest(request.id),
    onSuccess: (started, request) =>
      applyWorkflowChange(queryClient, {
        kind: 'upsert',
        request: { ...request, status: started.status, flowId: started.flowId, lastError: null },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
  });
}
