import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNeed } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { toSnakeKeys } from '../utils/snake-keys.ts';
import { putNeedInCache } from './need-cache.ts';
import { needsKeys } from './query-keys.ts';

export type TNeedChanges = Record<string, unknown>;

/**
 * PATCH /needs/{id}: only the changed fields, in snake_case (spec 000 §3), with the version the
 * form was based on so that a concurrent change answers 409 instead of being overwritten.
 */
export function updateNeed(id: string, changes: TNeedChanges, version?: number): Promise<TNeed> {
  const body = toSnakeKeys(version === undefined ? changes : { ...changes, version });
  return apiClient.PATCH('/api/v1/needs/{id}', { params: { path: { id } }, body });
}

export function useUpdateNeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
      version,
    }: {
      id: string;
      changes: TNeedChanges;
      version?: number;
    }) => updateNeed(id, changes, version),
    onSuccess: (need) => {
      putNeedInCache(queryClient, need);
      void queryClient.invalidateQueries({ queryKey: needsKeys.clients() });
    },
  });
}
