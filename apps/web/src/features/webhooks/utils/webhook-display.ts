import type { TWebhookDeliveryStatus } from '@staffing/domain';
import { i18n, t } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';

// Texts of the webhook screens built from values, in the active language (the domain's
// WEBHOOK_*_LABELS stay English for the server): call these at render, never at module scope.

export const DELIVERY_STATUS_COLORS: Record<TWebhookDeliveryStatus, string> = {
  pending: 'blue',
  delivered: 'green',
  failed: 'red',
};

/** 'Pending', 'Delivered', 'Failed'. */
export function describeDeliveryStatus(status: TWebhookDeliveryStatus): string {
  return t(`webhooks.deliveryStatus.${status}` as TMessageKey);
}

/** An event type in words ('Need created'); a type no catalogue names is shown as it is. */
export function describeWebhookEvent(type: string): string {
  const key = `webhooks.event.${type}`;
  return i18n.messages[key] === undefined ? type : t(key as TMessageKey);
}

/** What an attempt got back, in a few words: 'HTTP 500', 'No answer within 10 s'. */
export function describeAttemptOutcome(attempt: {
  statusCode: number | null;
  error: string | null;
}): string {
  if (attempt.statusCode !== null) return t('webhooks.http', { code: String(attempt.statusCode) });
  return attempt.error ?? t('webhooks.outcome.noAnswer');
}
