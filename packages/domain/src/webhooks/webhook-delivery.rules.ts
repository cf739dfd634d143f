/**
 * How deliveries are tried. pg-boss is the one retry layer: after failed attempt k (1-based) it
 * waits between base·2^(k-1) and twice that (exponential backoff with jitter). With the defaults
 * (11 attempts, 60 s) the retries span 17 to 34 hours: about a day, as Standard Webhooks senders do.
 */
export const WEBHOOK_DELIVERY_DEFAULTS = {
  maxAttempts: 11,
  retryBaseSeconds: 60,
  /** One attempt gives up after this long (connect, send and the answer's first bytes). */
  timeoutSeconds: 10,
  /** Bytes of the receiver's answer kept with each attempt. */
  responseExcerptBytes: 1024,
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<TWebhookDeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** Any 2xx answer is a delivery; redirects are not followed and count as failures. */
export function isWebhookDelivered(statusCode: number | null | undefined): boolean {
  return typeof statusCode === 'number' && statusCode >= 200 && statusCode < 300;
}

/** Shortest and longest time from the first attempt to the last, in seconds. */
export function getWebhookRetryWindow(
  maxAttempts: number,
  retryBaseSeconds: number,
): { minSeconds: number; maxSeconds: number } {
  const retries = Math.max(0, maxAttempts - 1);
  const minSeconds = retryBaseSeconds * (2 ** retries - 1);
  return { minSeconds, maxSeconds: minSeconds * 2 };
}

/** A message id receivers deduplicate by: the same for every attempt and every redelivery. */
export function isWebhookMessageId(value: string): boolean {
  return /^msg_[0-9a-f]{32}$/.test(value);
}
