import { useQuery } from '@tanstack/react-query';
import type { TApiKeyList } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export const apiKeysQueryKey = ['api-keys'] as const;

export function getApiKeys(): Promise<TApiKeyList> {
  return apiClient.GET('/api/v1/api-keys');
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });
}
