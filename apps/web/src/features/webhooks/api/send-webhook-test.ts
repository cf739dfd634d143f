import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWebhookDelivery } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { WEBHOOKS_PATH, webhookKeys } from './webhook-keys.ts';

/** POST /admin/webhooks/{id}/test: a `webhook.test` message to this endpoint only. */
export function sendWebhookTest(id: string): Promise<TWebhookDelivery> {
  return api.post<TWebhookDelivery>(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}/test`);
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
