import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCandidateMerge, TMergeField, TMergeSide } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { duplicateKeys } from './duplicate-keys.ts';

export type TMergeInput = {
  keptId: string;
  mergedId: string;
  fields: Partial<Record<TMergeField, TMergeSide>>;
  version: number;
  mergedVersion: number;
};

/** POST /candidates/{keptId}/merge: a stale version of either record answers 409. */
export function mergeCandidates({ keptId, ...body }: TMergeInput): Promise<TCandidateMerge> {
  return apiClient.POST('/api/v1/candidates/{id}/merge', {
    params: { path: { id: keptId } },
    body,
  });
}

/** POST /candidate-merges/{id}/undo, within 30 days. */
export function undoMerge(id: string) {
  return apiClient.POST('/api/v1/candidate-merges/{id}/undo', { params: { path: { id } } });
}

/** Both refresh every candidate list and the duplicates: two records became one, or back. */
function useRefreshAfter<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: duplicateKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['candidates'] }),
      ]),
  });
}

export const useMergeCandidates = () => useRefreshAfter(mergeCandidates);
export const useUndoMerge = () => useRefreshAfter(undoMerge);
