import { useQuery } from '@tanstack/react-query';
import type { TWebhookEndpointList } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { WEBHOOKS_PATH, webhookKeys } from './webhook-keys.ts';

/** GET /admin/webhooks: every endpoint with its last delivery (no secrets). */
export function getWebhooks(signal?: AbortSignal): Promise<TWebhookEndpointList> {
  return api.get<TWebhookEndpointList>(WEBHOOKS_PATH, { signal });
}

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.list(), queryFn: ({ signal }) => getWebhooks(signal) });
}
