import { toApiError } from '../../../shared/api/api-error.ts';
import { apiClient } from '../../../shared/api/index.ts';
import { saveBlob } from '../../../shared/utils/save-blob.ts';

/** GET /candidates/{id}/dossiers/{fileId}: saves the generated file under its name. */
export async function downloadDossier(candidateId: string, fileId: string, filename: string) {
  const response = await apiClient.GET_RESPONSE('/api/v1/candidates/{id}/dossiers/{fileId}', {
    params: { path: { id: candidateId, fileId } },
  });
  if (!response.ok) throw await toApiError(response);
  saveBlob(await response.blob(), filename);
}
