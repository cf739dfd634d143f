import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWebhookDelivery } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      redeliverWebhook(endpointId, deliveryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
