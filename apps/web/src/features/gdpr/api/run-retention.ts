import type { TRetentionRun } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { gdprKeys } from './gdpr-keys.ts';

/** POST /gdpr/retention/run (Admin): queues the retention flow now; answers its id. */
export function runRetention(): Promise<TRetentionRun> {
  return apiClient.POST('/api/v1/gdpr/retention/run');
}

export function useRunRetention() {
  return useRefreshingMutation(runRetention, gdprKeys.all, 'settled');
}
