import { toApiError } from '../../../shared/api/api-error.ts';
import { readDispositionFilename, saveBlob } from '../../../shared/utils/save-blob.ts';

/**
 * Saves the reply of a file endpoint (fetched with the bearer token). `filename` wins when given (the
 * spec's names); otherwise the server's content-disposition name, else `fallbackName`.
 */
export async function downloadDocument(
  request: Promise<Response>,
  { filename, fallbackName }: { filename?: string | null; fallbackName: string },
): Promise<string> {
  const response = await request;
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const name =
    filename ||
    readDispositionFilename(response.headers.get('Content-Disposition')) ||
    fallbackName;
  saveBlob(blob, name);
  return name;
}
