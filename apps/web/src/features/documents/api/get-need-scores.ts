import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';

/** A scoring record (spec 001 §3). */
export type TScoreRecord = {
  candidateId: string;
  needId: string;
  score: number;
  justification: string | null;
  scoreJobId?: string | null;
  scoredAt?: string | null;
};

export const scoreKeys = {
  need: (needId: string) => ['documents', 'scores', needId] as const,
};

/** GET /candidates/scoring/need/{needId}: every score of one need's candidates. */
export function useNeedScores(needId: string) {
  return useQuery({
    queryKey: scoreKeys.need(needId),
    queryFn: async () => {
      const page = await apiClient.GET('/api/v1/candidates/scoring/need/{needId}', {
        params: { path: { needId }, query: { page: 1, size: 1000 } },
      });
      return page.items;
    },
    enabled: Boolean(needId),
    staleTime: 30_000,
  });
}

/** Puts one record (from scoring_analysis_complete) into the need's scores. */
export function putScoreInCache(queryClient: QueryClient, record: TScoreRecord): void {
  queryClient.setQueryData<TScoreRecord[]>(scoreKeys.need(record.needId), (list) => {
    if (!list) return list;
    return [...list.filter((r) => r.candidateId !== record.candidateId), record];
  });
}

/** Justifications may arrive as objects; they are shown as text (spec 001 §3). */
export function justificationText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
