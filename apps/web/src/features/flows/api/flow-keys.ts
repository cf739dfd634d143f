import { createQueryKeys } from '../../../shared/api/create-query-keys.ts';
import type { TFlowListParams } from '../utils/flow-list-params.ts';

const baseKeys = createQueryKeys<TFlowListParams>('flows');

export const flowsKeys = {
  ...baseKeys,
  metrics: (category?: string) => [...baseKeys.all, 'metrics', category ?? 'all'] as const,
  /** The RPA launcher's pickers. */
  rpaNeeds: (search: string) => [...baseKeys.all, 'rpa', 'needs', search] as const,
  rpaNeedCandidates: (needId: string) => [...baseKeys.all, 'rpa', 'candidates', needId] as const,
  latestInterview: (needId: string, candidateId: string) =>
    [...baseKeys.all, 'rpa', 'latest-interview', needId, candidateId] as const,
};
