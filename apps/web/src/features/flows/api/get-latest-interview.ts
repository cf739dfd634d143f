import { useQuery } from '@tanstack/react-query';
import { isUsableNeedId } from '@staffing/domain';
import { apiClient, isApiError } from '../../../shared/api/index.ts';
import { flowsKeys } from './flow-keys.ts';

/**
 * GET /needs/{needId}/candidates/{candidateId}/latest-step: the interview date of the pair's
 * latest step, the presentation's default slot; none when there is no step (404).
 */
export async function getLatestInterviewDate(
  needId: string,
  candidateId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const step = await apiClient.GET('/api/v1/needs/{id}/candidates/{candidateId}/latest-step', {
      signal,
      params: { path: { id: needId, candidateId } },
    });
    return step.detailCandidateInterview?.interviewDate ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useLatestInterviewDate(needId: string | null, candidateId: string | null) {
  return useQuery({
    queryKey: flowsKeys.latestInterview(needId ?? '', candidateId ?? ''),
    queryFn: ({ signal }) => getLatestInterviewDate(needId ?? '', candidateId ?? '', signal),
    enabled: isUsableNeedId(needId) && Boolean(candidateId),
    retry: false,
  });
}
