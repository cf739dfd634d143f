import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../shared/api/api-error.ts';
import { apiClient } from '../../../shared/api/index.ts';
import { readDispositionFilename, saveBlob } from '../../../shared/utils/save-blob.ts';
import { dossierKeys } from './dossier-keys.ts';

/** The file's bytes in base64, as PUT /admin/dossier-template takes them. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** GET /admin/dossier-template: the template in use (the firm's, or the default to start from). */
export async function downloadDossierTemplate() {
  const response = await apiClient.GET_RESPONSE('/api/v1/admin/dossier-template');
  if (!response.ok) throw await toApiError(response);
  const name =
    readDispositionFilename(response.headers.get('Content-Disposition')) ?? 'dossier-template.docx';
  saveBlob(await response.blob(), name);
}

/** PUT /admin/dossier-template: the server refuses (422) a file docxtemplater cannot read. */
export function useUploadDossierTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      apiClient.PUT('/api/v1/admin/dossier-template', {
        body: { filename: file.name, contentBase64: await readBase64(file) },
      }),
    onSuccess: (caps) => queryClient.setQueryData(dossierKeys.capabilities(), caps),
  });
}

/** DELETE /admin/dossier-template: back to the default template. */
export function useResetDossierTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.DELETE('/api/v1/admin/dossier-template'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dossierKeys.capabilities() }),
  });
}
