import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStep } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys, stepKeys } from './candidate-keys.ts';

export type TUpdateStepBody = {
  status?: TStep['status'];
  date?: string;
  comment?: string | null;
  propositionUrl?: string | null;
} & Partial<
  Record<
    'detailCandidateSent' | 'detailCandidateInterview' | 'detailGoNoGo' | 'detailSale',
    Record<string, unknown>
  >
>;

/** PATCH /steps/{id}/details: status, date, comment, propositionUrl and the step's detail object. */
export function updateStep({ id, body }: { id: string; body: TUpdateStepBody }) {
  return apiClient.PATCH('/api/v1/steps/{id}/details', { params: { path: { id } }, body });
}

export function useUpdateStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStep,
    onSuccess: (step) => {
      queryClient.setQueryData<TStep[]>(stepKeys.pair(step.needId, step.candidateId), (old) =>
        old?.map((s) => (s.id === step.id ? step : s)),
      );
      return queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}
