import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWorkflowRequest, TWorkflowRequestStarted } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { applyWorkflowChange } from './workflow-cache.ts';
import { workflowKeys } from './workflow-keys.ts';

/** POST /workflow-requests/{id}/trigger → 202 { id, flowId, status }; a payload is saved first. */
export function triggerWorkflowRequest(
  id: string,
  payload?: Record<string, unknown>,
): Promise<TWorkflowRequestStarted> {
  return api.post<TWorkflowRequestStarted>(
    `/workflow-requests/${encodeURIComponent(id)}/trigger`,
    payload ? { payload } : {},
  );
}

/**
 * Start/Execute. The request shows IN_PROGRESS at once with no flow id (spec 001 §4); the
 * answer fills the new flow id. A refusal puts the server's state back by refetching.
 */
export function useTriggerWorkflowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      request,
      payload,
    }: {
      request: TWorkflowRequest;
      payload?: Record<string, unknown>;
    }) => triggerWorkflowRequest(request.id, payload),
    onMutate: ({ request }) => {
      applyWorkflowChange(queryClient, {
        kind: 'upsert',
        request: { ...request, status: 'IN_PROGRESS', flowId: null },
      });
    },
    onSuccess: (started, { request }) => {
      applyWorkflowChange(queryClient, {
        kind: 'upsert',
        request: { ...request, status: started.status, flowId: started.flowId, lastError: null },
      });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
  });
}
