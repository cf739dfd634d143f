import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatedWebhookEndpoint, TCreateWebhookEndpoint } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** POST /admin/webhooks: answers the endpoint with its signing secret. */
export function createWebhook(input: TCreateWebhookEndpoint): Promise<TCreatedWebhookEndpoint> {
  return apiClient.POST('/api/v1/admin/webhooks', { body: input });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
