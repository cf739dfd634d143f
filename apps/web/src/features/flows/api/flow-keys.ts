import type { TFlowListParams } from '../utils/flow-list-params.ts';

export const flowsKeys = {
  all: ['flows'] as const,
  lists: () => [...flowsKeys.all, 'list'] as const,
  list: (params: TFlowListParams) => [...flowsKeys.lists(), params] as const,
  details: () => [...flowsKeys.all, 'detail'] as const,
  detail: (id: string) => [...flowsKeys.details(), id] as const,
  metrics: (category?: string) => [...flowsKeys.all, 'metrics', category ?? 'all'] as const,
};
