import { useQuery } from '@tanstack/react-query';
import type { TCandidate } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';

/** GET /needs/{id}/candidates for the mail dialog's picker. */
export function useMailCandidates(needId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'mail-candidates', needId],
    queryFn: async () => {
      const reply = await api.get<TCandidate[] | { items?: TCandidate[] }>(
        `/needs/${encodeURIComponent(needId)}/candidates`,
      );
      return Array.isArray(reply) ? reply : (reply?.items ?? []);
    },
    enabled: enabled && Boolean(needId),
  });
}
