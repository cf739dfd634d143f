import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportKind, TImportUpload } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { importKeys } from './import-keys.ts';

export type TUploadImportInput = { kind: TImportKind; file: File };

/** POST /imports (multipart): the file is read and kept; the answer guesses the mapping. */
export function uploadImport({ kind, file }: TUploadImportInput): Promise<TImportUpload> {
  const form = new FormData();
  // The kind goes first: the server reads the parts as a stream.
  form.append('kind', kind);
  form.append('file', file, file.name);
  return apiClient.POST_FORM('/api/v1/imports', { body: form });
}

export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.list() }),
  });
}
