import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { importKeys } from './import-keys.ts';

/** An Admin sees everybody's imports: their authors' names come from the users list (Admin only). */
export async function getImportAuthors(signal?: AbortSignal): Promise<Map<string, string>> {
  const reply = await apiClient.GET('/api/v1/users', {
    signal,
    params: { query: { page: 1, size: 100 } },
  });
  return new Map(reply.items.map((user) => [user.id, user.name]));
}

export function useImportAuthors(enabled: boolean) {
  return useQuery({
    queryKey: [...importKeys.all, 'authors'],
    queryFn: ({ signal }) => getImportAuthors(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
