import {
  WEBHOOK_DATA,
  WEBHOOK_DELIVERY_DEFAULTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_HEADERS,
  webhookBodySchema,
  type TWebhookMessageType,
} from '@staffing/domain';
import type { z } from 'zod';

/** A zod schema as the document writes an answer's schema (a `$ref` for a named one). */
export type TToJsonSchema = (schema: z.ZodType) => unknown;

const HEADER_DESCRIPTIONS = {
  [WEBHOOK_HEADERS.id]: 'The message id (`msg_…`), the same on every attempt: deduplicate by it.',
  [WEBHOOK_HEADERS.timestamp]: 'When this attempt was signed, in Unix seconds.',
  [WEBHOOK_HEADERS.signature]:
    '`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint secret (Standard Webhooks); several, space-separated, while a secret is rotated.',
};

const DELIVERY =
  `Sent as a POST to each enabled endpoint subscribed to it, signed as Standard Webhooks are. ` +
  `Any 2xx answer is a delivery; anything else (a redirect too) is tried again with ` +
  `exponential backoff, ${WEBHOOK_DELIVERY_DEFAULTS.maxAttempts} attempts in all.`;

/** `need.moved` → `webhookNeedMoved`. */
const operationIdOf = (type: string) =>
  `webhook${type
    .split(/[._]/)
    .map((w) => `${w[0]!.toUpperCase()}${w.slice(1)}`)
    .join('')}`;

/**
 * The document's `webhooks` section (OpenAPI 3.1): one operation per message a receiver may get,
 * its body generated from the same zod schemas the server builds the message with.
 */
export function describeWebhooks(toJsonSchema: TToJsonSchema) {
  const types = Object.keys(WEBHOOK_DATA) as TWebhookMessageType[];
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          summary: WEBHOOK_EVENT_LABELS[type],
          description: DELIVERY,
          parameters: Object.entries(HEADER_DESCRIPTIONS).map(([name, description]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(webhookBodySchema(type)) } },
          },
          responses: {
            '2XX': { description: 'Delivered' },
            default: { description: 'Not delivered: the message is sent again later' },
          },
        },
      },
    ]),
  );
}
