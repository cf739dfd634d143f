import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { duplicateKeys } from './duplicate-keys.ts';

/** 'Not the same person': the pair is never proposed again. */
export function dismissDuplicate(body: { candidateId: string; otherId: string }): Promise<unknown> {
  return apiClient.POST('/api/v1/candidates/duplicates/dismiss', { body });
}

export function useDismissDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissDuplicate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.all }),
  });
}
