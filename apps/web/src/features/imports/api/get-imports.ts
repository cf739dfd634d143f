import { useQuery } from '@tanstack/react-query';
import type { TImport } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { importKeys } from './import-keys.ts';

/** While a run saves rows, its list entry and its progress are asked for again this often. */
export const IMPORT_POLL_MS = 1000;

/** GET /imports: the caller's imports (an Admin's: everybody's), newest first. */
export function getImports(signal?: AbortSignal): Promise<TImport[]> {
  return apiClient.GET('/api/v1/imports', { signal });
}

export function useImports() {
  return useQuery({
    queryKey: importKeys.list(),
    queryFn: ({ signal }) => getImports(signal),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'running') ? IMPORT_POLL_MS : false,
  });
}
