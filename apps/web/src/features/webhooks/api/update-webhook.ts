import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateWebhookEndpoint, TWebhookEndpoint } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** PATCH /admin/webhooks/{id}: URL, description, events, enabled (re-enabling forgets failures). */
export function updateWebhook(
  id: string,
  input: TUpdateWebhookEndpoint,
): Promise<TWebhookEndpoint> {
  return apiClient.PATCH('/api/v1/admin/webhooks/{id}', { params: { path: { id } }, body: input });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateWebhookEndpoint }) =>
      updateWebhook(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
