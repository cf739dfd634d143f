import type { TWebhookDelivery } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** POST /admin/webhooks/{id}/test: a `webhook.test` message to this endpoint only. */
export function sendWebhookTest(id: string): Promise<TWebhookDelivery> {
  return apiClient.POST('/api/v1/admin/webhooks/{id}/test', { params: { path: { id } } });
}

export function useSendWebhookTest() {
  return useRefreshingMutation(sendWebhookTest, webhookKeys.all, 'settled');
}
