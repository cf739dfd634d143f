import { useMutation } from '@tanstack/react-query';
import { NEEDS_CSV_FILE_NAME, type TNeedsExportParams } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { toApiError } from '../../../shared/api/api-error.ts';

/** The file name of a Content-Disposition header (filename* first), else the default. */
export function getDownloadFileName(header: string | null, fallback = NEEDS_CSV_FILE_NAME): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2]?.trim() || fallback;
}

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
  const fileName = getDownloadFileName(response.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}

export function useExportNeedsCsv() {
  return useMutation({ mutationFn: exportNeedsCsv });
}
