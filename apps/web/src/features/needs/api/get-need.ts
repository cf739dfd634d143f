import { useQuery } from '@tanstack/react-query';
import type { TNeed } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { needsKeys } from './query-keys.ts';

/** GET /needs/{id}. */
export function getNeed(id: string, signal?: AbortSignal): Promise<TNeed> {
  return api.get<TNeed>(`/needs/${encodeURIComponent(id)}`, { signal });
}

export function useNeed(id: string) {
  return useQuery({
    queryKey: needsKeys.detail(id),
    queryFn: ({ signal }) => getNeed(id, signal),
    enabled: Boolean(id),
  });
}
