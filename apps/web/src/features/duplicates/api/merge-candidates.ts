import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCandidateMerge, TMergeField, TMergeSide } from '@staffing/domain';
import { apiClient, queryClient } from '../../../shared/api/index.ts';
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

/** Both refresh every candidate list and the duplicates: two records became one, or back. */
function refreshAfterMerge(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: duplicateKeys.all }),
    client.invalidateQueries({ queryKey: ['candidates'] }),
  ]);
}

export function useMergeCandidates() {
  const client = useQueryClient();
  return useMutation({ mutationFn: mergeCandidates, onSuccess: () => refreshAfterMerge(client) });
}

/**
 * POST /candidate-merges/{id}/undo, within 30 days. Called from the toast, which outlives the
 * merge dialog, so it refreshes through the app's one query client rather than a hook.
 */
export async function undoMerge(id: string) {
  const result = await apiClient.POST('/api/v1/candidate-merges/{id}/undo', {
    params: { path: { id } },
  });
  await refreshAfterMerge(queryClient);
  return result;
}
