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
