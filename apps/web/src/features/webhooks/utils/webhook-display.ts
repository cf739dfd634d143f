import {
  describeWebhookEvent,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  type TWebhookDeliveryStatus,
} from '@staffing/domain';

export const DELIVERY_STATUS_COLORS: Record<TWebhookDeliveryStatus, string> = {
  pending: 'blue',
  delivered: 'green',
  failed: 'red',
};

export function describeDeliveryStatus(status: TWebhookDeliveryStatus): string {
  return WEBHOOK_DELIVERY_STATUS_LABELS[status];
}

/** What an attempt got back, in a few words: 'HTTP 500', 'No answer within 10 s'. */
export function describeAttemptOutcome(attempt: {
  statusCode: number | null;
  error: string | null;
}): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return attempt.error ?? 'No answer';
}

export { describeWebhookEvent };
