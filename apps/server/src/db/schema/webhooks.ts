import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ownerText, ownerUuid, serialId, ts, updatedAt } from './columns.ts';

/** Receivers an Admin registered, with the events each wants and its signing secret. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: jsonb('events').$type<string[]>().notNull(),
  /** `whsec_<base64>`: kept readable, since every message is signed with it. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason'),
  disabledAt: ts('disabled_at'),
  /** Attempts failed in a row since the last 2xx, over all of the endpoint's deliveries. */
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One event for one endpoint. Its id (`msg_…`) is the `webhook-id` of every attempt and every
 * redelivery, so a receiver deduplicates by it. `body` is the exact JSON sent each time.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: ownerUuid('endpoint_id', () => webhookEndpoints.id),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    /** The flow (jobs platform) of the current run: the first one, or the latest redelivery's. */
    flowId: text('flow_id'),
    /** One event a receiver should see once (a request finishing twice with the same outcome). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, sql`${t.createdAt} DESC`),
    uniqueIndex('webhook_deliveries_dedupe_idx').on(t.endpointId, t.dedupeKey),
  ],
);

/** Every HTTP attempt of a delivery, with what the receiver answered. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: serialId(),
    deliveryId: ownerText('delivery_id', () => webhookDeliveries.id),
    number: integer('number').notNull(),
    attemptedAt: ts('attempted_at').notNull().defaultNow(),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
    manual: boolean('manual').notNull().default(false),
  },
  (t) => [index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId, t.number)],
);
