import { useQuery } from '@tanstack/react-query';
import type { TWebhookSecret } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { WEBHOOKS_PATH, webhookKeys } from './webhook-keys.ts';

/** GET /admin/webhooks/{id}/secret: read only when an Admin asks to see it (audited). */
export function getWebhookSecret(id: string, signal?: AbortSignal): Promise<TWebhookSecret> {
  return api.get<TWebhookSecret>(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}/secret`, { signal });
}

export function useWebhookSecret(id: string, enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.secret(id),
    queryFn: ({ signal }) => getWebhookSecret(id, signal),
    enabled,
    staleTime: Infinity,
  });
}
