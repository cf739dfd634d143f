import { useQuery } from '@tanstack/react-query';
import type { TStep } from '@staffing/domain';
import { apiClient, isApiError } from '../../../shared/api/index.ts';
import { stepKeys } from './candidate-keys.ts';

/**
 * GET /steps/process/{needId}/{candidateId}/steps. Missing steps (404) are no steps; steps of
 * another pair are dropped (spec 001 section 7).
 */
export async function getSteps(needId: string, candidateId: string): Promise<TStep[]> {
  try {
    const steps = await apiClient.GET('/api/v1/steps/process/{needId}/{candidateId}/steps', {
      params: { path: { needId, candidateId } },
    });
    return steps.filter((s) => s.needId === needId && s.candidateId === candidateId);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useSteps(
  needId: string | null | undefined,
  candidateId: string | null | undefined,
) {
  return useQuery({
    queryKey: stepKeys.pair(needId ?? '', candidateId ?? ''),
    queryFn: () => getSteps(needId ?? '', candidateId ?? ''),
    enabled: !!needId && !!candidateId,
  });
}
