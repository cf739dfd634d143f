import { useQuery } from '@tanstack/react-query';
import type { TWebhookEndpointList } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** GET /admin/webhooks: every endpoint with its last delivery (no secrets). */
export function getWebhooks(signal?: AbortSignal): Promise<TWebhookEndpointList> {
  return apiClient.GET('/api/v1/admin/webhooks', { signal });
}

/** Last deliveries change on their own (events, retries): the table refreshes now and then. */
const REFRESH_MS = 10_000;

export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => getWebhooks(signal),
    refetchInterval: REFRESH_MS,
  });
}
