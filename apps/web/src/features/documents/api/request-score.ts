import { apiClient } from '../../../shared/api/index.ts';

/** POST /analysisIA/relevance/score: starts scoring one candidate for one need. */
export async function requestScore(needId: string, candidateId: string): Promise<string> {
  const reply = await apiClient.POST('/api/v1/analysisIA/relevance/score', {
    body: { needId, candidateId },
  });
  return reply.score_job_id;
}
