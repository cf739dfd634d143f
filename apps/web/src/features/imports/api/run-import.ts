import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImport } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import type { TImportMappingInput } from './check-import.ts';
import { importKeys } from './import-keys.ts';

/** POST /imports/{id}/run (202): the valid rows are saved by a background flow. */
export function runImport({ id, mapping }: TImportMappingInput): Promise<TImport> {
  return apiClient.POST('/api/v1/imports/{id}/run', {
    params: { path: { id } },
    body: { mapping },
  });
}

export function useRunImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    onSuccess: (started) => {
      client.setQueryData(importKeys.detail(started.id), started);
      return client.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}
