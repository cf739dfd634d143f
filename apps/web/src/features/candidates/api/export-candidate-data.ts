import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { toApiError } from '../../../shared/api/api-error.ts';

/** The file name of a Content-Disposition header (filename* first), else the fallback. */
function fileNameOf(header: string | null, fallback: string): string {
  const star = header ? /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header) : null;
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // the plain form below
    }
  }
  const plain = header ? /filename\s*=\s*("?)([^";]+)\1/i.exec(header) : null;
  return plain?.[2]?.trim() || fallback;
}

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
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), 'gdpr-export.zip');
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

export function useExportCandidateData() {
  return useMutation({ mutationFn: exportCandidateData });
}
