import type { TCreateWorkflowRequest } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export type TCreateWorkflowRequestBody = {
  stepId?: string;
  type: TCreateWorkflowRequest['type'];
  payload: Record<string, unknown> & { needId: string };
};

/** POST /workflow-requests → 201 { id }; the request starts as NEW. */
export function createWorkflowRequest(body: TCreateWorkflowRequestBody): Promise<{ id: string }> {
  return apiClient.POST('/api/v1/workflow-requests', { body });
}
