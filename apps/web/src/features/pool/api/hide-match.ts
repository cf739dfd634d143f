import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { poolKeys } from './pool-keys.ts';

type TPair = { needId: string; candidateId: string };

/** PUT /needs/{id}/matches/{candidateId}/hidden: hides a match, with the reason kept. */
export function hideMatch({ needId, candidateId, reason }: TPair & { reason: string }) {
  return apiClient.PUT('/api/v1/needs/{id}/matches/{candidateId}/hidden', {
    params: { path: { id: needId, candidateId } },
    body: { reason },
  });
}

/** DELETE /needs/{id}/matches/{candidateId}/hidden: shows it again. */
export function showMatch({ needId, candidateId }: TPair) {
  return apiClient.DELETE('/api/v1/needs/{id}/matches/{candidateId}/hidden', {
    params: { path: { id: needId, candidateId } },
  });
}

export function useHideMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: poolKeys.all }),
  });
}

export function useShowMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: poolKeys.all }),
  });
}
