import { useQuery } from '@tanstack/react-query';
import type { TImport } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { IMPORT_POLL_MS } from './get-imports.ts';
import { importKeys } from './import-keys.ts';

/** GET /imports/{id}: one import, with the records its run has saved so far. */
export function getImport(id: string, signal?: AbortSignal): Promise<TImport> {
  return apiClient.GET('/api/v1/imports/{id}', { signal, params: { path: { id } } });
}

/** Asked again every second until the run is over: its progress bar follows `createdCount`. */
export function useImportProgress(id: string) {
  return useQuery({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) => (isRunOver(query.state.data) ? false : IMPORT_POLL_MS),
  });
}

/** A run was accepted (202) before its flow started: 'checked' still means 'about to run'. */
function isRunOver(item: TImport | undefined): boolean {
  return (
    item !== undefined &&
    (item.status === 'done' || item.status === 'failed' || item.status === 'undone')
  );
}
