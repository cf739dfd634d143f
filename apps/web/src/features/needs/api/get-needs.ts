import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TNeed, TPage } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import type { TNeedListParams } from '../utils/need-list-params.ts';
import { needsKeys } from './query-keys.ts';

/** GET /needs with the table's filters, sort and page (server-side). */
export function getNeeds(params: TNeedListParams, signal?: AbortSignal): Promise<TPage<TNeed>> {
  return apiClient.GET('/api/v1/needs', {
    signal,
    params: {
      query: {
        page: params.page,
        size: params.size,
        scope: params.scope,
        search: params.search,
        priorities: params.priorities,
        clients: params.clients,
        statuses: params.statuses,
        consultant: params.consultant,
        sortBy: params.sortBy,
        sortOrder: params.sortOrder,
      },
    },
  });
}

export function useNeeds(params: TNeedListParams) {
  return useQuery({
    queryKey: needsKeys.list(params),
    queryFn: ({ signal }) => getNeeds(params, signal),
    placeholderData: keepPreviousData,
  });
}
