import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWorkflowRequest, TWorkflowRequestStarted } from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import { apiClient, getErrorMessage, isApiError } from '../../../shared/api/index.ts';
import { applyWorkflowChange } from './workflow-cache.ts';
import { workflowKeys } from './workflow-keys.ts';

/** POST /workflow-requests/{id}/trigger → 202 { id, flowId, status }; a payload is saved first. */
export function triggerWorkflowRequest(
  id: string,
  payload?: Record<string, unknown>,
): Promise<TWorkflowRequestStarted> {
  return apiClient.POST('/api/v1/workflow-requests/{id}/trigger', {
    params: { path: { id } },
    body: payload ? { payload } : {},
  });
}

/**
 * Start/Execute. The request shows IN_PROGRESS at once with no flow id (spec 001 §4); the
 * answer fills the new flow id.
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
    onError: (error, { request }) => {
      // Spec 001 §4: on failure the request shows FAILED with the error (the server records the
      // same); a 409 means it was not ours to start, so the server's state is put back instead.
      if (!(isApiError(error) && error.status === 409))
        applyWorkflowChange(queryClient, {
          kind: 'upsert',
          request: {
            ...request,
            status: 'FAILED',
            flowId: null,
            lastError: getErrorMessage(error, t('workflows.errors.triggerFailed')),
          },
        });
      // Not awaited: the buttons come back at once, whatever the reload takes.
      void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
    },
  });
}
