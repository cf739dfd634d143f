import { useMutation } from '@tanstack/react-query';
import type { TImportCheck, TImportMapping } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export type TImportMappingInput = { id: string; mapping: TImportMapping };

/** POST /imports/{id}/check: the dry run; every row's errors and duplicates, nothing saved. */
export function checkImport({ id, mapping }: TImportMappingInput): Promise<TImportCheck> {
  return apiClient.POST('/api/v1/imports/{id}/check', {
    params: { path: { id } },
    body: { mapping },
  });
}

export function useCheckImport() {
  return useMutation({ mutationFn: checkImport });
}
