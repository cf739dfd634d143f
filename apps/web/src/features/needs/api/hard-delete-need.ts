import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../i18n/i18n.ts';
import { apiClient, isApiError } from '../../../shared/api/index.ts';

import { removeNeedFromCache } from './need-cache.ts';

/** DELETE /needs/{id}: permanent deletion (Admin only). */
export async function hardDeleteNeed(id: string): Promise<void> {
  await apiClient.DELETE('/api/v1/needs/{id}', { params: { path: { id } } });
}

/** Spec 000 §8: 403 and 404 have their own texts; otherwise the server's detail. */
export function getHardDeleteErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403) return t('needs.hardDelete.forbidden');
    if (error.status === 404) return t('needs.detail.notFound');
    if (error.detail) return error.detail;
  }
  return t('needs.process.failure.delete');
}

export function useHardDeleteNeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hardDeleteNeed,
    onSuccess: (_reply, id) => removeNeedFromCache(queryClient, id),
  });
}
