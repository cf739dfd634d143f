import type { TApiKey } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

export function revokeApiKey(id: string): Promise<TApiKey> {
  return apiClient.POST('/api/v1/api-keys/{id}/revoke', { params: { path: { id } } });
}

export function useRevokeApiKey() {
  return useRefreshingMutation(revokeApiKey, apiKeysQueryKey, 'success');
}
