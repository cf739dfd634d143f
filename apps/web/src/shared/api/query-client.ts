import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** One client for the app; the session clears it on logout so no data outlives its user. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        // Client errors will not heal by retrying; network and server errors may.
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});

/**
 * The keys of a resource with paged lists and details, nested under one root (the TanStack Query
 * key-factory convention): invalidating `all`, `lists()` or `details()` reaches everything below.
 */
export function createQueryKeys<TListParams>(root: string) {
  const all = [root] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (params: TListParams) => [...lists(), params] as const,
    details,
    detail: (id: string) => [...details(), id] as const,
  };
}
