import type { TUpdateWebhookEndpoint, TWebhookEndpoint } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** PATCH /admin/webhooks/{id}: URL, description, events, enabled (re-enabling forgets failures). */
export function updateWebhook(
  id: string,
  input: TUpdateWebhookEndpoint,
): Promise<TWebhookEndpoint> {
  return apiClient.PATCH('/api/v1/admin/webhooks/{id}', { params: { path: { id } }, body: input });
}

export function useUpdateWebhook() {
  return useRefreshingMutation(
    ({ id, input }: { id: string; input: TUpdateWebhookEndpoint }) => updateWebhook(id, input),
    webhookKeys.all,
    'settled',
  );
}
