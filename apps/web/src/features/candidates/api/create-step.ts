import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStep } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys, stepKeys } from './candidate-keys.ts';

export type TCreateStepBody = {
  type: TStep['type'];
  status?: TStep['status'];
  comment?: string | null;
  date?: string;
  propositionUrl?: string | null;
  detailCandidateSent?: Record<string, unknown>;
  detailCandidateInterview?: Record<string, unknown>;
  detailGoNoGo?: Record<string, unknown>;
  detailSale?: Record<string, unknown>;
};

/** POST /steps/process/{needId}/{candidateId}/steps. */
export function createStep({
  needId,
  candidateId,
  body,
}: {
  needId: string;
  candidateId: string;
  body: TCreateStepBody;
}) {
  return apiClient.POST('/api/v1/steps/process/{needId}/{candidateId}/steps', {
    params: { path: { needId, candidateId } },
    body,
  });
}

export function useCreateStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStep,
    onSuccess: (step, { needId, candidateId }) => {
      queryClient.setQueryData<TStep[]>(stepKeys.pair(needId, candidateId), (old) =>
        old ? [...old, step] : old,
      );
      void queryClient.invalidateQueries({ queryKey: stepKeys.pair(needId, candidateId) });
      return queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}
