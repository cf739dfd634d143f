import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TWebhookDeliveryPage } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

export const DELIVERIES_PAGE_SIZE = 20;
/** Deliveries change on their own (retries): refreshed while they are on screen. */
const REFRESH_MS = 5_000;

/** GET /admin/webhooks/{id}/deliveries: newest first, each with its attempts. */
export function getWebhookDeliveries(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<TWebhookDeliveryPage> {
  return apiClient.GET('/api/v1/admin/webhooks/{id}/deliveries', {
    signal,
    params: { path: { id }, query: { page, size: DELIVERIES_PAGE_SIZE } },
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
