import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { workflowKeys } from './workflow-keys.ts';

/** GET /needs/{id}/candidates: the Configure fields' candidate picker. */
export function useWorkflowNeedCandidates(needId: string | null) {
  return useQuery({
    queryKey: workflowKeys.needCandidates(needId ?? ''),
    queryFn: async () => {
      return apiClient.GET('/api/v1/needs/{id}/candidates', {
        params: { path: { id: needId ?? '' } },
      });
    },
    enabled: Boolean(needId),
  });
}
