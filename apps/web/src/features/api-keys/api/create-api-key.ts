import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateApiKey, TCreatedApiKey } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** The reply is the only place the whole key ever appears. */
export function createApiKey(body: TCreateApiKey): Promise<TCreatedApiKey> {
  return apiClient.POST('/api/v1/api-keys', { body });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
