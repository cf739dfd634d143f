import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys } from './candidate-keys.ts';

/** DELETE /candidates/{id} (Admin). */
export function deleteCandidate(id: string) {
  return apiClient.DELETE('/api/v1/candidates/{id}', { params: { path: { id } } });
}

export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
