import { api } from '../../../shared/api/index.ts';

/** POST /analysisIA/relevance/score: starts scoring one candidate for one need. */
export async function requestScore(needId: string, candidateId: string): Promise<string> {
  const reply = await api.post<{ score_job_id: string }>('/analysisIA/relevance/score', {
    need_id: needId,
    candidate_id: candidateId,
  });
  return reply.score_job_id;
}
