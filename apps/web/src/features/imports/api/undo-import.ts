import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImport } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { importKeys } from './import-keys.ts';

/** POST /imports/{id}/undo: every record the import created is removed. */
export function undoImport(id: string): Promise<TImport> {
  return apiClient.POST('/api/v1/imports/{id}/undo', { params: { path: { id } } });
}

/** The records went away: the lists that showed them (and their duplicates) are asked again. */
export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: (undone) => {
      client.setQueryData(importKeys.detail(undone.id), undone);
      return Promise.all(
        [importKeys.all, ['candidates'], ['needs'], ['duplicates']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
