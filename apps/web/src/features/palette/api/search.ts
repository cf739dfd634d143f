import { useQuery } from '@tanstack/react-query';
import type { TSearchResults } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export const PALETTE_SEARCH_LIMIT = 5;

export const paletteKeys = {
  search: (q: string) => ['palette', 'search', q] as const,
};

export function searchEverything(q: string): Promise<TSearchResults> {
  return apiClient.GET('/api/v1/search', { params: { query: { q, limit: PALETTE_SEARCH_LIMIT } } });
}

/** The server's needs, candidates, clients and users for the (debounced) text; none when empty. */
export function usePaletteSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: paletteKeys.search(text),
    queryFn: () => searchEverything(text),
    enabled: text.length > 0,
    staleTime: 10_000,
  });
}
