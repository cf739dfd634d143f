import type { TDossierLanguage } from '@staffing/domain';

export const dossierKeys = {
  all: ['dossiers'] as const,
  capabilities: () => [...dossierKeys.all, 'capabilities'] as const,
  draft: (candidateId: string, needId: string | null, language: TDossierLanguage | null) =>
    [...dossierKeys.all, 'draft', candidateId, needId, language] as const,
  files: (candidateId: string) => [...dossierKeys.all, 'files', candidateId] as const,
};
