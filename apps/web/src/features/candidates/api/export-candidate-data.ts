import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { toApiError } from '../../../shared/api/api-error.ts';
import { readDispositionFilename, saveBlob } from '../../../shared/utils/save-blob.ts';

/**
 * GET /candidates/{id}/gdpr-export (Admin): everything held about the candidate as one zip,
 * fetched with the session and saved from a Blob (the token never appears in a URL).
 */
export async function exportCandidateData(id: string): Promise<string> {
  const response = await apiClient.GET_RESPONSE('/api/v1/candidates/{id}/gdpr-export', {
    params: { path: { id } },
  });
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const fileName =
    readDispositionFilename(response.headers.get('Content-Disposition')) ?? 'gdpr-export.zip';
  saveBlob(blob, fileName);
  return fileName;
}

export function useExportCandidateData() {
  return useMutation({ mutationFn: exportCandidateData });
}
