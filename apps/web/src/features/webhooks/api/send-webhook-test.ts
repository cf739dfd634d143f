import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWebhookDelivery } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** POST /admin/webhooks/{id}/test: a `webhook.test` message to this endpoint only. */
export function sendWebhookTest(id: string): Promise<TWebhookDelivery> {
  return apiClient.POST('/api/v1/admin/webhooks/{id}/test', { params: { path: { id } } });
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
