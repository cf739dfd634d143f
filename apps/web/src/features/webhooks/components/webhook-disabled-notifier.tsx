import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { WEBHOOK_DISABLED_EVENT, type TWebhookDisabledNotice } from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import { useLiveEvent } from '../../../shared/live/index.ts';
import { webhookKeys } from '../api/webhook-keys.ts';

/**
 * Tells a signed-in Admin, wherever they are in the app, that an endpoint was disabled after
 * failing (the server sends the event to Admin sockets only); the webhooks page keeps a banner
 * for as long as it stays disabled.
 */
export function WebhookDisabledNotifier() {
  const queryClient = useQueryClient();
  useLiveEvent(WEBHOOK_DISABLED_EVENT, (event) => {
    const notice = event.payload as Partial<TWebhookDisabledNotice>;
    void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    // The webhooks' words are not in the board's catalogues: brought with the notice.
    void import('../../../i18n/more-catalogs.ts').then(() => showNotice(notice, event.entityId));
  });
  return null;
}

function showNotice(notice: Partial<TWebhookDisabledNotice>, entityId: string | null) {
  notifications.show({
    id: `webhook-disabled-${notice.id ?? entityId}`,
    color: 'red',
    title: t('webhooks.notice.title'),
    message: t('webhooks.notice.message', {
      url: notice.url ?? t('webhooks.notice.someEndpoint'),
      reason: notice.reason ?? t('webhooks.notice.keptFailing'),
    }),
    autoClose: false,
  });
}
