import { api } from '../../../shared/api/index.ts';

/** GET /candidates/{id}/cv: a download URL opened in a new tab (spec 001 section 7). */
export async function getCvDownloadUrl(candidateId: string): Promise<string> {
  const reply = await api.get<{ downloadUrl?: string; download_url?: string; url?: string }>(
    `/candidates/${encodeURIComponent(candidateId)}/cv`,
  );
  const url = reply?.downloadUrl ?? reply?.download_url ?? reply?.url;
  if (!url) throw new Error('CV download not available');
  return url;
}
