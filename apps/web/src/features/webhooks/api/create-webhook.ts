import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatedWebhookEndpoint, TCreateWebhookEndpoint } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { WEBHOOKS_PATH, webhookKeys } from './webhook-keys.ts';

/** POST /admin/webhooks: answers the endpoint with its signing secret. */
export function createWebhook(input: TCreateWebhookEndpoint): Promise<TCreatedWebhookEndpoint> {
  return api.post<TCreatedWebhookEndpoint>(WEBHOOKS_PATH, input);
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
