import { useQuery } from '@tanstack/react-query';
import { isUsableNeedId, type TCandidate } from '@staffing/domain';
import { apiClient, isApiError } from '../../../shared/api/index.ts';
import { flowsKeys } from './flow-keys.ts';

/** GET /needs/{id}/candidates: the launcher's candidate picker; a missing need has none. */
export async function getRpaNeedCandidates(
  needId: string,
  signal?: AbortSignal,
): Promise<TCandidate[]> {
  try {
    return await apiClient.GET('/api/v1/needs/{id}/candidates', {
      signal,
      params: { path: { id: needId } },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/** Ids that are not usable (spec 001 §5: empty, an ellipsis, too short) load nothing. */
export function useRpaNeedCandidates(needId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: flowsKeys.rpaNeedCandidates(needId ?? ''),
    queryFn: ({ signal }) => getRpaNeedCandidates(needId ?? '', signal),
    enabled: enabled && isUsableNeedId(needId),
  });
}
