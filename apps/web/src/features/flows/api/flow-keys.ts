import type { TFlowListParams } from '../utils/flow-list-params.ts';

export const flowsKeys = {
  all: ['flows'] as const,
  lists: () => [...flowsKeys.all, 'list'] as const,
  list: (params: TFlowListParams) => [...flowsKeys.lists(), params] as const,
  details: () => [...flowsKeys.all, 'detail'] as const,
  detail: (id: string) => [...flowsKeys.details(), id] as const,
  metrics: (category?: string) => [...flowsKeys.all, 'metrics', category ?? 'all'] as const,
  /** The RPA launcher's pickers. */
  rpaNeeds: (search: string) => [...flowsKeys.all, 'rpa', 'needs', search] as const,
  rpaNeedCandidates: (needId: string) => [...flowsKeys.all, 'rpa', 'candidates', needId] as const,
  latestInterview: (needId: string, candidateId: string) =>
    [...flowsKeys.all, 'rpa', 'latest-interview', needId, candidateId] as const,
};
