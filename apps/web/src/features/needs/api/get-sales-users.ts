import { useQuery } from '@tanstack/react-query';
import { getSalesUsers } from '../../../shared/api/index.ts';
import { needsKeys } from './query-keys.ts';

/** The consultants of the pickers and the filter. */
export function useSalesUsers() {
  return useQuery({
    queryKey: needsKeys.salesUsers(),
    queryFn: ({ signal }) => getSalesUsers(signal),
    staleTime: 5 * 60_000,
  });
}
