import { useMutation } from '@tanstack/react-query';
import { NEEDS_CSV_FILE_NAME, type TNeedsExportParams } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { toApiError } from '../../../shared/api/api-error.ts';
import { readDispositionFilename, saveBlob } from '../../../shared/utils/save-blob.ts';

/**
 * GET /exports/needs.csv through the authenticated fetch (bearer token, refresh on 401), saved
 * from a Blob so the token never appears in a URL.
 */
export async function exportNeedsCsv(query: TNeedsExportParams): Promise<string> {
  const response = await apiClient.GET_RESPONSE('/api/v1/exports/needs.csv', {
    params: { query },
  });
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const fileName =
    readDispositionFilename(response.headers.get('Content-Disposition')) ?? NEEDS_CSV_FILE_NAME;
  saveBlob(blob, fileName);
  return fileName;
}

export function useExportNeedsCsv() {
  return useMutation({ mutationFn: exportNeedsCsv });
}
