import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkflowRequest, type TWorkflowRequest } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import type { TWorkflowRequestPatch } from '../utils/workflow-edit-form.ts';
import { applyWorkflowChange } from './workflow-cache.ts';

/** PATCH /workflow-requests/{id} {status?, lastError?, payload?} → 200 the request. */
export function updateWorkflowRequest(
  id: string,
  body: TWorkflowRequestPatch,
): Promise<TWorkflowRequest> {
  return apiClient.PATCH('/api/v1/workflow-requests/{id}', { params: { path: { id } }, body });
}

export function useUpdateWorkflowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TWorkflowRequestPatch }) =>
      updateWorkflowRequest(id, body),
    onSuccess: (reply) => {
      const parsed = ZWorkflowRequest.safeParse(reply);
      if (parsed.success)
        applyWorkflowChange(queryClient, { kind: 'upsert', request: parsed.data });
    },
  });
}
