import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDossierDraft, TDossierLanguage } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { dossierKeys } from './dossier-keys.ts';

/**
 * GET /candidates/{id}/dossier: the saved edits, or the content built from the record. Without a
 * language the server answers in the need's.
 */
export function getDossierDraft(
  candidateId: string,
  needId: string | null,
  language: TDossierLanguage | null,
): Promise<TDossierDraft> {
  return apiClient.GET('/api/v1/candidates/{id}/dossier', {
    params: {
      path: { id: candidateId },
      query: { ...(needId ? { needId } : {}), ...(language ? { language } : {}) },
    },
  });
}

export function useDossierDraft(
  candidateId: string,
  needId: string | null,
  language: TDossierLanguage | null,
) {
  return useQuery({
    queryKey: dossierKeys.draft(candidateId, needId, language),
    queryFn: () => getDossierDraft(candidateId, needId, language),
    placeholderData: keepPreviousData,
    // The person's edits live in the form: a background refetch must not replace them.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
