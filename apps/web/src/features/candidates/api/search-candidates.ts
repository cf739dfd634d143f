import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCandidate } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys } from './candidate-keys.ts';

/** GET /candidates/all?search=: the Duplicate tab's picker. */
export function searchCandidates(search: string): Promise<TCandidate[]> {
  return apiClient.GET('/api/v1/candidates/all', {
    params: { query: { search: search.trim() || undefined } },
  });
}

export function useCandidateSearch(search: string, enabled = true) {
  return useQuery({
    queryKey: candidateKeys.search(search.trim()),
    queryFn: () => searchCandidates(search),
    placeholderData: keepPreviousData,
    enabled,
  });
}
