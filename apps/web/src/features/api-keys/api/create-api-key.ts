import type { TCreateApiKey, TCreatedApiKey } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** The reply is the only place the whole key ever appears. */
export function createApiKey(body: TCreateApiKey): Promise<TCreatedApiKey> {
  return apiClient.POST('/api/v1/api-keys', { body });
}

export function useCreateApiKey() {
  return useRefreshingMutation(createApiKey, apiKeysQueryKey, 'success');
}
