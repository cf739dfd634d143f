import { apiClient } from '../../../shared/api/index.ts';

/** GET /candidates/{id}/cv: a download URL opened in a new tab (spec 001 section 7). */
export async function getCvDownloadUrl(candidateId: string): Promise<string> {
  const reply = await apiClient.GET('/api/v1/candidates/{id}/cv', {
    params: { path: { id: candidateId } },
  });
  if (!reply.downloadUrl) throw new Error('CV download not available');
  return reply.downloadUrl;
}
