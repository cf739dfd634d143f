import { useQuery } from '@tanstack/react-query';
import type { TNeed } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { needsKeys } from './query-keys.ts';

/** GET /needs/{id}. */
export function getNeed(id: string, signal?: AbortSignal): Promise<TNeed> {
  return apiClient.GET('/api/v1/needs/{id}', { signal, params: { path: { id } } });
}

export function useNeed(id: string) {
  return useQuery({
    queryKey: needsKeys.detail(id),
    queryFn: ({ signal }) => getNeed(id, signal),
    enabled: Boolean(id),
  });
}
