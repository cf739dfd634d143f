import type { TCreatedWebhookEndpoint, TCreateWebhookEndpoint } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** POST /admin/webhooks: answers the endpoint with its signing secret. */
export function createWebhook(input: TCreateWebhookEndpoint): Promise<TCreatedWebhookEndpoint> {
  return apiClient.POST('/api/v1/admin/webhooks', { body: input });
}

export function useCreateWebhook() {
  return useRefreshingMutation(createWebhook, webhookKeys.all, 'settled');
}
