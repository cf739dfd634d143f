import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDossierGenerated, TDossierGenerateRequest } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { dossierKeys } from './dossier-keys.ts';

/** POST /candidates/{id}/dossier/generate: the file, stored with the candidate. */
export function generateDossier(
  candidateId: string,
  body: TDossierGenerateRequest,
): Promise<TDossierGenerated> {
  return apiClient.POST('/api/v1/candidates/{id}/dossier/generate', {
    params: { path: { id: candidateId } },
    body,
  });
}

export function useGenerateDossier(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDossierGenerateRequest) => generateDossier(candidateId, body),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: dossierKeys.files(candidateId) }),
  });
}
