import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDuplicatePairPage } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { duplicateKeys } from './duplicate-keys.ts';

export const DUPLICATE_PAIRS_PAGE_SIZE = 20;

/** GET /candidates/duplicates: the pool's pairs that may be one person, best first. */
export function getDuplicatePairs(page: number, signal?: AbortSignal): Promise<TDuplicatePairPage> {
  return apiClient.GET('/api/v1/candidates/duplicates', {
    signal,
    params: { query: { page, size: DUPLICATE_PAIRS_PAGE_SIZE } },
  });
}

export function useDuplicatePairs(page: number) {
  return useQuery({
    queryKey: duplicateKeys.pairs(page),
    queryFn: ({ signal }) => getDuplicatePairs(page, signal),
    placeholderData: keepPreviousData,
  });
}
