import { apiClient, isApiError } from '../../../shared/api/index.ts';
import type { TNeedCandidate } from './candidate-keys.ts';

export type TCandidatesByNeed = Record<string, TNeedCandidate[]>;

async function getNeedCandidates(needId: string): Promise<TNeedCandidate[]> {
  try {
    return await apiClient.GET('/api/v1/needs/{id}/candidates', {
      params: { path: { id: needId } },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/**
 * GET /candidates/bulk?needIds=a,b: one request for every need on screen. When it fails, falls
 * back to one call per need (spec 001 section 7); needs whose call fails too are left out.
 */
export async function getCandidatesBulk(needIds: readonly string[]): Promise<TCandidatesByNeed> {
  if (needIds.length === 0) return {};
  try {
    return await apiClient.GET('/api/v1/candidates/bulk', {
      params: { query: { needIds: [...needIds] } },
    });
  } catch (bulkError) {
    const results = await Promise.allSettled(needIds.map(getNeedCandidates));
    if (results.every((r) => r.status === 'rejected')) throw bulkError;
    const out: TCandidatesByNeed = {};
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') out[needIds[i]!] = r.value;
    });
    return out;
  }
}
