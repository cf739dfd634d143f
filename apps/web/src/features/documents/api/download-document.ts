import { apiFetchResponse } from '../../../shared/api/index.ts';
import { toApiError } from '../../../shared/api/api-error.ts';
import { readDispositionFilename, saveBlob } from '../utils/save-blob.ts';

/**
 * Fetches a file endpoint with the bearer token and saves it. `filename` wins when given (the
 * spec's names); otherwise the server's content-disposition name, else `fallbackName`.
 */
export async function downloadDocument(
  path: string,
  { filename, fallbackName }: { filename?: string | null; fallbackName: string },
): Promise<string> {
  const response = await apiFetchResponse(path, { method: 'GET' });
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const name =
    filename ||
    readDispositionFilename(response.headers.get('Content-Disposition')) ||
    fallbackName;
  saveBlob(blob, name);
  return name;
}
