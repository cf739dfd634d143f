import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateNeedRequest, TNeed } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { putNeedInCache } from './need-cache.ts';
import { needsKeys } from './query-keys.ts';

/** POST /needs: the request as ZCreateNeedRequest produced it. */
export function createNeed(body: TCreateNeedRequest): Promise<TNeed> {
  return apiClient.POST('/api/v1/needs', { body });
}

export function useCreateNeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNeed,
    onSuccess: (need) => {
      // The card appears on top at once; the need_created event that follows merges idempotently.
      putNeedInCache(queryClient, need);
      void queryClient.invalidateQueries({ queryKey: needsKeys.clients() });
    },
  });
}
