import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** DELETE /admin/webhooks/{id}: the endpoint and its deliveries. */
export function deleteWebhook(id: string): Promise<void> {
  return apiClient.DELETE('/api/v1/admin/webhooks/{id}', { params: { path: { id } } });
}

export function useDeleteWebhook() {
  return useRefreshingMutation(deleteWebhook, webhookKeys.all, 'settled');
}
