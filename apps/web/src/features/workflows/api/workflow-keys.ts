import { createQueryKeys } from '../../../shared/api/create-query-keys.ts';
import type { TWorkflowListParams } from '../utils/workflow-list-params.ts';

const baseKeys = createQueryKeys<TWorkflowListParams>('workflow-requests');

/** Query keys of the workflows feature: every list under `lists`, every detail under `details`. */
export const workflowKeys = {
  ...baseKeys,
  needCandidates: (needId: string) => [...baseKeys.all, 'need-candidates', needId] as const,
};
