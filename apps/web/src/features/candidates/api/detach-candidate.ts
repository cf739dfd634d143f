import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys, type TCandidateWithStatus } from './candidate-keys.ts';

/** DELETE /needs/{id}/candidates/{candidateId} (Admin). */
export function detachCandidate({ needId, candidateId }: { needId: string; candidateId: string }) {
  return apiClient.DELETE('/api/v1/needs/{id}/candidates/{candidateId}', {
    params: { path: { id: needId, candidateId } },
  });
}

/** The removal is optimistic; on failure the candidate is put back (spec 001 section 4). */
export function useDetachCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachCandidate,
    onMutate: async ({ needId, candidateId }) => {
      const key = candidateKeys.byNeed(needId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TCandidateWithStatus[]>(key);
      if (previous)
        queryClient.setQueryData(
          key,
          previous.filter((c) => c.id !== candidateId),
        );
      return { previous };
    },
    onError: (_error, { needId }, context) => {
      if (context?.previous)
        queryClient.setQueryData(candidateKeys.byNeed(needId), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
