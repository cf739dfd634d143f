import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiKey } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

export function revokeApiKey(id: string): Promise<TApiKey> {
  return apiClient.POST('/api/v1/api-keys/{id}/revoke', { params: { path: { id } } });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
