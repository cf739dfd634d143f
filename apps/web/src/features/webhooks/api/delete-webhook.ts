import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { WEBHOOKS_PATH, webhookKeys } from './webhook-keys.ts';

/** DELETE /admin/webhooks/{id}: the endpoint and its deliveries. */
export function deleteWebhook(id: string): Promise<void> {
  return api.delete(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
