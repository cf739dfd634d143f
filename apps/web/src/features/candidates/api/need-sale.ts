import { useQuery } from '@tanstack/react-query';
import type { TNeed } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

/** The need a step is written on, as the step forms read it (its TJM starts a Sale). */
export function useStepNeed(needId: string) {
  return useQuery({
    queryKey: ['candidates', 'step-need', needId],
    queryFn: ({ signal }) =>
      apiClient.GET('/api/v1/needs/{id}', { signal, params: { path: { id: needId } } }),
    staleTime: 30_000,
  });
}

/**
 * PATCH /needs/{id}/column to SALE: offered right after a Sale step, as a sold candidate usually
 * means a sold need. Every needs cache follows through the need_updated live event.
 */
export function markNeedSold(needId: string): Promise<TNeed> {
  return apiClient.PATCH('/api/v1/needs/{id}/column', {
    params: { path: { id: needId } },
    body: { column: 'SALE' },
  });
}
