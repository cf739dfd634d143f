import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { dossierKeys } from './dossier-keys.ts';

/** GET /dossiers/capabilities: whether PDF can be made here, and whose template is used. */
export function useDossierCapabilities() {
  return useQuery({
    queryKey: dossierKeys.capabilities(),
    queryFn: () => apiClient.GET('/api/v1/dossiers/capabilities'),
    staleTime: 5 * 60_000,
  });
}
