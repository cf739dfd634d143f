import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { candidateKeys } from './candidate-keys.ts';

/** DELETE /candidates/{id} (Admin). */
export function deleteCandidate(id: string) {
  return apiClient.DELETE('/api/v1/candidates/{id}', { params: { path: { id } } });
}

export function useDeleteCandidate() {
  return useRefreshingMutation(deleteCandidate, candidateKeys.all, 'success');
}
