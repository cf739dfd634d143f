import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkflowRequest, type TWorkflowRequest } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { applyWorkflowChange } from './workflow-cache.ts';
import { workflowKeys } from './workflow-keys.ts';

/** POST /workflow-requests/{id}/cancel → 200 the request, CANCELLED (PENDING, IN_PROGRESS only). */
export function cancelWorkflowRequest(id: string): Promise<TWorkflowRequest> {
  return apiClient.POST('/api/v1/workflow-requests/{id}/cancel', { params: { path: { id } } });
}

/** Cancel; the list is refreshed afterwards (spec 001 §4). */
export function useCancelWorkflowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TWorkflowRequest) => cancelWorkflowRequest(request.id),
    onSuccess: (reply) => {
      const parsed = ZWorkflowRequest.safeParse(reply);
      if (parsed.success)
        applyWorkflowChange(queryClient, { kind: 'upsert', request: parsed.data });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
  });
}
