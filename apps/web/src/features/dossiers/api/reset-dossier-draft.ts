import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDossierDraft, TDossierLanguage } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { dossierKeys } from './dossier-keys.ts';

/** DELETE /candidates/{id}/dossier: forgets the edits; the record speaks again. */
export function resetDossierDraft(
  candidateId: string,
  needId: string | null,
  language: TDossierLanguage,
): Promise<TDossierDraft> {
  return apiClient.DELETE('/api/v1/candidates/{id}/dossier', {
    params: { path: { id: candidateId }, query: { ...(needId ? { needId } : {}), language } },
  });
}

export function useResetDossierDraft(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { needId: string | null; language: TDossierLanguage }) =>
      resetDossierDraft(candidateId, input.needId, input.language),
    onSuccess: (draft) =>
      queryClient.setQueryData(dossierKeys.draft(candidateId, draft.needId, draft.language), draft),
  });
}
