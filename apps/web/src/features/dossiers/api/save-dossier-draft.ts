import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDossierDraft, TDossierDraftSave } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { dossierKeys } from './dossier-keys.ts';

/** PUT /candidates/{id}/dossier: keeps the edits (409 when someone saved in between). */
export function saveDossierDraft(
  candidateId: string,
  body: TDossierDraftSave,
): Promise<TDossierDraft> {
  return apiClient.PUT('/api/v1/candidates/{id}/dossier', {
    params: { path: { id: candidateId } },
    body,
  });
}

export function useSaveDossierDraft(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDossierDraftSave) => saveDossierDraft(candidateId, body),
    onSuccess: (draft) =>
      queryClient.setQueryData(dossierKeys.draft(candidateId, draft.needId, draft.language), draft),
  });
}
