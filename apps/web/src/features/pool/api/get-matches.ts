import { useQuery } from '@tanstack/react-query';
import type { TNeedMatches } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { poolKeys } from './pool-keys.ts';

/** GET /needs/{id}/matches: the whole pool ranked for the need (or its hidden matches). */
export function getMatches(needId: string, hidden: boolean, signal?: AbortSignal) {
  return apiClient.GET('/api/v1/needs/{id}/matches', {
    signal,
    params: { path: { id: needId }, query: { limit: 20, hidden: hidden ? 'true' : 'false' } },
  }) as Promise<TNeedMatches>;
}

export function useNeedMatches(needId: string, hidden: boolean, enabled: boolean) {
  return useQuery({
    queryKey: poolKeys.matches(needId, hidden),
    queryFn: ({ signal }) => getMatches(needId, hidden, signal),
    enabled,
  });
}
