import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { poolKeys } from './pool-keys.ts';

/**
 * POST /needs/{id}/candidates/{candidateId}: attaches a match to the need; the server writes its
 * first step, Candidate Identified.
 */
export function addMatch({ needId, candidateId }: { needId: string; candidateId: string }) {
  return apiClient.POST('/api/v1/needs/{id}/candidates/{candidateId}', {
    params: { path: { id: needId, candidateId } },
  });
}

export function useAddMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMatch,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: poolKeys.all });
      // The need's candidate tabs read the 'candidates' queries (the candidates feature's keys).
      await queryClient.invalidateQueries({ queryKey: ['candidates'] });
    },
  });
}
