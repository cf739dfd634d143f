import { useQuery } from '@tanstack/react-query';
import type { TCandidate } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { duplicateKeys } from './duplicate-keys.ts';

/** Both records of a merge, fresh: their versions guard the merge against a concurrent edit. */
export function useMergePair(aId: string | null, bId: string | null) {
  return useQuery({
    queryKey: [...duplicateKeys.all, 'pair', aId, bId],
    queryFn: ({ signal }): Promise<[TCandidate, TCandidate]> =>
      Promise.all(
        [aId!, bId!].map((id) =>
          apiClient.GET('/api/v1/candidates/{id}', { signal, params: { path: { id } } }),
        ),
      ) as Promise<[TCandidate, TCandidate]>,
    enabled: !!aId && !!bId,
    staleTime: 0,
  });
}
