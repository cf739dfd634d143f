import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TErasureResult } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys } from './candidate-keys.ts';

/** POST /candidates/{id}/erase (Admin): the candidate, their steps and files, erased for good. */
export function eraseCandidate({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<TErasureResult> {
  return apiClient.POST('/api/v1/candidates/{id}/erase', {
    params: { path: { id } },
    body: { reason },
  });
}

export function useEraseCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseCandidate,
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: candidateKeys.detail(result.id) });
      // Every list that showed the candidate (needs' candidate tabs and counts among them).
      return queryClient.invalidateQueries();
    },
  });
}
