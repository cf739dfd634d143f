import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TWebhookDeliveryPage } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { WEBHOOKS_PATH, webhookKeys } from './webhook-keys.ts';

export const DELIVERIES_PAGE_SIZE = 20;
/** Deliveries change on their own (retries): refreshed while they are on screen. */
const REFRESH_MS = 5_000;

/** GET /admin/webhooks/{id}/deliveries: newest first, each with its attempts. */
export function getWebhookDeliveries(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<TWebhookDeliveryPage> {
  return api.get<TWebhookDeliveryPage>(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}/deliveries`, {
    signal,
    query: { page, size: DELIVERIES_PAGE_SIZE },
  });
}

export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) => getWebhookDeliveries(id, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}
