import { useQuery } from '@tanstack/react-query';
import {
  planColumnSteps,
  toColumnStepCandidates,
  type TNeedColumn,
  type TPlannedColumnStep,
} from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { needsKeys } from './query-keys.ts';

// A candidate with no step: whether a column gives steps at all, before anything is read.
const ANY_CANDIDATE = [{ candidateId: '', latestType: null, types: [] }] as const;

/** A step the move will add, with the candidate's name for the dialog. */
export type TMovePlanStep = TPlannedColumnStep & { name: string };

/**
 * The steps a move to `to` would give the need's candidates (the domain's column rule, the same
 * the server writes by), read from the need's candidates and steps when Confirm Move opens.
 */
export function useMovePlan(needId: string | null, to: TNeedColumn | null) {
  return useQuery({
    queryKey: [...needsKeys.all, 'move-plan', needId, to],
    enabled: needId !== null && to !== null && planColumnSteps(ANY_CANDIDATE, to).length > 0,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<TMovePlanStep[]> => {
      const [candidates, steps] = await Promise.all([
        apiClient.GET('/api/v1/needs/{id}/candidates', {
          signal,
          params: { path: { id: needId! } },
        }),
        apiClient.GET('/api/v1/steps/all', { signal, params: { query: { needId: needId! } } }),
      ]);
      const names = new Map(candidates.map((c) => [c.id, c.name]));
      const planned = planColumnSteps(
        toColumnStepCandidates(
          candidates.map((c) => c.id),
          steps,
        ),
        to!,
      );
      return planned.map((p) => ({ ...p, name: names.get(p.candidateId) ?? '' }));
    },
  });
}
