import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWorkflowRequest } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { applyWorkflowChange } from './workflow-cache.ts';
import { workflowKeys } from './workflow-keys.ts';

/** DELETE /workflow-requests/{id} → 204 (refused with 409 while IN_PROGRESS). */
export async function deleteWorkflowRequest(id: string): Promise<void> {
  await apiClient.DELETE('/api/v1/workflow-requests/{id}', { params: { path: { id } } });
}

export function useDeleteWorkflowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TWorkflowRequest) => deleteWorkflowRequest(request.id),
    onSuccess: (_reply, request) => {
      applyWorkflowChange(queryClient, { kind: 'deleted', id: request.id });
      void queryClient.invalidateQueries({ queryKey: workflowKeys.lists() });
    },
  });
}
