import {
  WEBHOOK_EVENT_TYPES,
  type TWebhookAttempt,
  type TWebhookDelivery,
  type TWebhookDeliveryStatus,
  type TWebhookEndpoint,
  type TWebhookEventType,
} from '@staffing/domain';
import type {
  TWebhookAttemptRow,
  TWebhookDeliveryRow,
  TWebhookEndpointRow,
} from './webhooks.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const status = (s: string) => s as TWebhookDeliveryStatus;

/** The signing secret never leaves through this shape: it has its own route. */
export function serializeEndpoint(
  row: TWebhookEndpointRow,
  last: TWebhookDeliveryRow | undefined,
): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.filter((e): e is TWebhookEventType =>
      (WEBHOOK_EVENT_TYPES as readonly string[]).includes(e),
    ),
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: iso(row.disabledAt),
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastDelivery: last
      ? {
          id: last.id,
          eventType: last.eventType,
          status: status(last.status),
          lastStatusCode: last.lastStatusCode,
          createdAt: last.createdAt.toISOString(),
        }
      : null,
  };
}

export function serializeAttempt(row: TWebhookAttemptRow): TWebhookAttempt {
  return {
    number: row.number,
    attemptedAt: row.attemptedAt.toISOString(),
    statusCode: row.statusCode,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
    durationMs: row.durationMs,
    manual: row.manual,
  };
}

export function serializeDelivery(
  row: TWebhookDeliveryRow,
  attempts: TWebhookAttemptRow[],
  nextAttemptAt: Date | undefined,
): TWebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    status: status(row.status),
    attemptCount: row.attemptCount,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' && nextAttemptAt ? nextAttemptAt.toISOString() : null,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    flowId: row.flowId,
    body: row.body,
    attempts: attempts.map(serializeAttempt),
  };
}
