import { useMutation } from '@tanstack/react-query';
import type { TFlow, TFlowAction } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export type TRunFlowActionInput = { id: string; action: TFlowAction; reason?: string };

/** POST /admin/flows/{id}/retry-poll | retry-classify | retry-apply | cancel. */
export function runFlowAction({ id, action, reason }: TRunFlowActionInput): Promise<TFlow> {
  return apiClient.POST(`/api/v1/admin/flows/{id}/${action}`, {
    params: { path: { id } },
    body: reason?.trim() ? { reason: reason.trim() } : {},
  });
}

export function useRunFlowAction() {
  return useMutation({ mutationFn: runFlowAction });
}
