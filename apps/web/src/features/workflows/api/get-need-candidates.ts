import { useQuery } from '@tanstack/react-query';
import type { TCandidate } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { workflowKeys } from './workflow-keys.ts';

/** GET /needs/{id}/candidates: the Configure fields' candidate picker. */
export function useWorkflowNeedCandidates(needId: string | null) {
  return useQuery({
    queryKey: workflowKeys.needCandidates(needId ?? ''),
    queryFn: async () => {
      const reply = await api.get<TCandidate[] | { items?: TCandidate[] }>(
        `/needs/${encodeURIComponent(needId ?? '')}/candidates`,
      );
      return Array.isArray(reply) ? reply : (reply?.items ?? []);
    },
    enabled: Boolean(needId),
  });
}
