import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';

/** GET /needs/{id}/candidates for the mail dialog's picker. */
export function useMailCandidates(needId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'mail-candidates', needId],
    queryFn: async () => {
      return apiClient.GET('/api/v1/needs/{id}/candidates', { params: { path: { id: needId } } });
    },
    enabled: enabled && Boolean(needId),
  });
}
