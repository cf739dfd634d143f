import { useQuery } from '@tanstack/react-query';
import type { TDossierFile } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { downloadDocument } from './download-document.ts';

/** GET /candidates/{id}/dossiers: the dossiers generated for a candidate, newest first. */
export function useCandidateDossiers(candidateId: string, enabled: boolean) {
  return useQuery({
    // The dossier editor invalidates ['dossiers', 'files', id] after a generation.
    queryKey: ['dossiers', 'files', candidateId],
    queryFn: async (): Promise<TDossierFile[]> =>
      (
        await apiClient.GET('/api/v1/candidates/{id}/dossiers', {
          params: { path: { id: candidateId } },
        })
      ).items,
    enabled,
  });
}

/** Saves one attached dossier (GET /candidates/{id}/dossiers/{fileId}). */
export function downloadAttachedDossier(
  file: Pick<TDossierFile, 'candidateId' | 'fileId' | 'filename'>,
) {
  return downloadDocument(
    apiClient.GET_RESPONSE('/api/v1/candidates/{id}/dossiers/{fileId}', {
      params: { path: { id: file.candidateId, fileId: file.fileId } },
    }),
    { filename: file.filename, fallbackName: file.filename },
  );
}
