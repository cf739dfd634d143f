import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStep } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys, stepKeys } from './candidate-keys.ts';

/** DELETE /steps/{id}. */
export function deleteStep(step: Pick<TStep, 'id' | 'needId' | 'candidateId'>) {
  return apiClient.DELETE('/api/v1/steps/{id}', { params: { path: { id: step.id } } });
}

export function useDeleteStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStep,
    onSuccess: (_r, step) => {
      queryClient.setQueryData<TStep[]>(stepKeys.pair(step.needId, step.candidateId), (old) =>
        old?.filter((s) => s.id !== step.id),
      );
      return queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}
