import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCandidate, TCandidateListQuery, TPage } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys } from './candidate-keys.ts';

export type TCandidateListParams = Partial<TCandidateListQuery>;

/** GET /candidates: server-side search, filters, sort and paging. */
export function getCandidates(params: TCandidateListParams): Promise<TPage<TCandidate>> {
  return apiClient.GET('/api/v1/candidates', {
    params: {
      query: {
        page: params.page,
        size: params.size,
        search: params.search?.trim() || undefined,
        status: params.status === 'all' ? undefined : params.status,
        cvAnalysis: params.cvAnalysis === 'all' ? undefined : params.cvAnalysis,
        availability: params.availability === 'all' ? undefined : params.availability,
        sortBy: params.sortBy,
        sortOrder: params.sortOrder,
      },
    },
  });
}

export function useCandidates(params: TCandidateListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: candidateKeys.list(params),
    queryFn: () => getCandidates(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
