import type { TWorkflowListParams } from '../utils/workflow-list-params.ts';

/** Query keys of the workflows feature: every list under `lists`, every detail under `details`. */
export const workflowKeys = {
  all: ['workflow-requests'] as const,
  lists: () => [...workflowKeys.all, 'list'] as const,
  list: (params: TWorkflowListParams) => [...workflowKeys.lists(), params] as const,
  details: () => [...workflowKeys.all, 'detail'] as const,
  detail: (id: string) => [...workflowKeys.details(), id] as const,
  needCandidates: (needId: string) => [...workflowKeys.all, 'need-candidates', needId] as const,
};
