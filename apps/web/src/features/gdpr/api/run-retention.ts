import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRetentionRun } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { gdprKeys } from './gdpr-keys.ts';

/** POST /gdpr/retention/run (Admin): queues the retention flow now; answers its id. */
export function runRetention(): Promise<TRetentionRun> {
  return apiClient.POST('/api/v1/gdpr/retention/run');
}

export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRetention,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gdprKeys.all }),
  });
}
