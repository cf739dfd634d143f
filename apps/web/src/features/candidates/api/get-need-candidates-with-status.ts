import { useQuery } from '@tanstack/react-query';
import { isValidNeedIdForFetch } from '@staffing/domain';
import { apiClient, isApiError } from '../../../shared/api/index.ts';
import { candidateKeys, type TCandidateWithStatus } from './candidate-keys.ts';

/** GET /candidates/by-need/{needId}/with-status; a missing need means no candidates (spec 001 s.8). */
export async function getNeedCandidatesWithStatus(needId: string): Promise<TCandidateWithStatus[]> {
  try {
    return await apiClient.GET('/api/v1/candidates/by-need/{needId}/with-status', {
      params: { path: { needId } },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useNeedCandidatesWithStatus(needId: string | null | undefined) {
  const id = needId ?? '';
  return useQuery({
    queryKey: candidateKeys.byNeed(id),
    queryFn: () => getNeedCandidatesWithStatus(id),
    enabled: isValidNeedIdForFetch(id),
  });
}
