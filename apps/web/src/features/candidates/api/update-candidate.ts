import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCandidate } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys } from './candidate-keys.ts';

/** PATCH /candidates/{id}; `version` makes a stale save answer 409 instead of overwriting. */
export function updateCandidate({
  id,
  body,
}: {
  id: string;
  body: Record<string, unknown>;
}): Promise<TCandidate> {
  return apiClient.PATCH('/api/v1/candidates/{id}', { params: { path: { id } }, body });
}

export function useUpdateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCandidate,
    onSuccess: (candidate) => {
      queryClient.setQueryData(candidateKeys.detail(candidate.id), candidate);
      return queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}
