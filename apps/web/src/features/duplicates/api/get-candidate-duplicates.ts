import { useQuery } from '@tanstack/react-query';
import type { TDuplicateMatch } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { duplicateKeys } from './duplicate-keys.ts';

/** GET /candidates/{id}/duplicates: who this record may also be (dismissed pairs left out). */
export function getCandidateDuplicates(
  id: string,
  signal?: AbortSignal,
): Promise<TDuplicateMatch[]> {
  return apiClient.GET('/api/v1/candidates/{id}/duplicates', {
    signal,
    params: { path: { id } },
  });
}

export function useCandidateDuplicates(id: string | null) {
  return useQuery({
    queryKey: duplicateKeys.of(id ?? ''),
    queryFn: ({ signal }) => getCandidateDuplicates(id ?? '', signal),
    enabled: !!id,
  });
}
