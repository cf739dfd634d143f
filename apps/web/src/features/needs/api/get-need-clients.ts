import { useQuery } from '@tanstack/react-query';
import { getUniqueClients } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { needsKeys } from './query-keys.ts';

/** GET /needs/clients: unique sorted client names; a failure yields an empty list (spec 000 §8). */
export async function getNeedClients(signal?: AbortSignal): Promise<string[]> {
  try {
    const names = await apiClient.GET('/api/v1/needs/clients', { signal });
    return getUniqueClients(names.map((client) => ({ client })));
  } catch (error) {
    console.warn('Failed to load clients', error);
    return [];
  }
}

export function useNeedClients() {
  return useQuery({
    queryKey: needsKeys.clients(),
    queryFn: ({ signal }) => getNeedClients(signal),
  });
}
