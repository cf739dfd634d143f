import { useMutation } from '@tanstack/react-query';
import { archiveFileName } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { toApiError } from '../../../shared/api/api-error.ts';
import { readDispositionFilename, saveBlob } from '../../../shared/utils/save-blob.ts';

/**
 * GET /exports/archive.zip: everything the user holds (the whole pool for an Admin), fetched with
 * the session and saved from a Blob, so the token never appears in a URL.
 */
export async function exportArchive(): Promise<string> {
  const response = await apiClient.GET_RESPONSE('/api/v1/exports/archive.zip', {});
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const fileName =
    readDispositionFilename(response.headers.get('Content-Disposition')) ??
    archiveFileName(new Date());
  saveBlob(blob, fileName);
  return fileName;
}

export function useExportArchive() {
  return useMutation({ mutationFn: exportArchive });
}
