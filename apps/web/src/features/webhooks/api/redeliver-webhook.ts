import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWebhookDelivery } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { WEBHOOKS_PATH, webhookKeys } from './webhook-keys.ts';

/** POST …/deliveries/{deliveryId}/redeliver: the same message (same id) sent again. */
export function redeliverWebhook(
  endpointId: string,
  deliveryId: string,
): Promise<TWebhookDelivery> {
  return api.post<TWebhookDelivery>(
    `${WEBHOOKS_PATH}/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
  );
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      redeliverWebhook(endpointId, deliveryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
