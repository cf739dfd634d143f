import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiKey } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

export function revokeApiKey(id: string): Promise<TApiKey> {
  return api.post<TApiKey>(`/api-keys/${encodeURIComponent(id)}/revoke`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
