import { useQuery } from '@tanstack/react-query';
import type { TWebhookSecret } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** GET /admin/webhooks/{id}/secret: read only when an Admin asks to see it (audited). */
export function getWebhookSecret(id: string, signal?: AbortSignal): Promise<TWebhookSecret> {
  return apiClient.GET('/api/v1/admin/webhooks/{id}/secret', { signal, params: { path: { id } } });
}

export function useWebhookSecret(id: string, enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.secret(id),
    queryFn: ({ signal }) => getWebhookSecret(id, signal),
    enabled,
    staleTime: Infinity,
  });
}
