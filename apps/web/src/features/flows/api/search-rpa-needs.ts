import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TNeed, TPage } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { flowsKeys } from './flow-keys.ts';

/** How many needs the launcher's picker offers for a search. */
export const RPA_NEED_PICKER_SIZE = 20;

/**
 * GET /needs?search=&size=: the launcher's need picker. Every column is searched, since a
 * retention or presentation run may concern a need already sold.
 */
export function searchRpaNeeds(search: string, signal?: AbortSignal): Promise<TPage<TNeed>> {
  return apiClient.GET('/api/v1/needs', {
    signal,
    params: {
      query: {
        search: search.trim() || undefined,
        size: RPA_NEED_PICKER_SIZE,
        page: 1,
        scope: 'all',
        sortBy: 'updatedAt',
        sortOrder: 'desc',
      },
    },
  });
}

export function useRpaNeedSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: flowsKeys.rpaNeeds(search.trim()),
    queryFn: ({ signal }) => searchRpaNeeds(search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
