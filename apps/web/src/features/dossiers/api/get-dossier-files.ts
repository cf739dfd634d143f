import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { dossierKeys } from './dossier-keys.ts';

/** GET /candidates/{id}/dossiers: the dossiers stored with the candidate, newest first. */
export function useDossierFiles(candidateId: string) {
  return useQuery({
    queryKey: dossierKeys.files(candidateId),
    queryFn: async () =>
      (
        await apiClient.GET('/api/v1/candidates/{id}/dossiers', {
          params: { path: { id: candidateId } },
        })
      ).items,
  });
}
