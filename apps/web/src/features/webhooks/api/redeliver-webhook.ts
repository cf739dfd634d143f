import type { TWebhookDelivery } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { webhookKeys } from './webhook-keys.ts';

/** POST …/deliveries/{deliveryId}/redeliver: the same message (same id) sent again. */
export function redeliverWebhook(
  endpointId: string,
  deliveryId: string,
): Promise<TWebhookDelivery> {
  return apiClient.POST('/api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
    params: { path: { id: endpointId, deliveryId } },
  });
}

export function useRedeliverWebhook() {
  return useRefreshingMutation(
    ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      redeliverWebhook(endpointId, deliveryId),
    webhookKeys.all,
    'settled',
  );
}
