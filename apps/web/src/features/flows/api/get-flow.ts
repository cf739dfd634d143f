import { useQuery } from '@tanstack/react-query';
import type { TFlow } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { flowsKeys } from './flow-keys.ts';

/** GET /admin/flows/{id}: the flow with its stage timeline (every attempt, oldest first). */
export function getFlow(id: string, signal?: AbortSignal): Promise<TFlow> {
  return apiClient.GET('/api/v1/admin/flows/{id}', { signal, params: { path: { id } } });
}

export function useFlow(id: string | null) {
  return useQuery({
    queryKey: flowsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getFlow(id ?? '', signal),
    enabled: Boolean(id),
  });
}
