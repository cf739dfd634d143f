import { z } from 'zod';
import { requiredText } from '../common/form-input.ts';
import { INPUT_LIMITS } from '../common/limits.ts';
import { pageQueryFields } from '../common/pagination.schema.ts';
import { ZUuid } from '../common/uuid.ts';
import { WEBHOOK_DELIVERY_STATUSES } from './webhook-delivery.rules.ts';
import { WEBHOOK_EVENT_TYPES, ZWebhookEventType } from './webhook-event.ts';

export const WEBHOOK_LIMITS = {
  urlMax: INPUT_LIMITS.urlMax,
  descriptionMax: 500,
  /** Endpoints one deployment may register (each event is sent to every matching one). */
  endpointsMax: 50,
} as const;

export const WEBHOOK_MESSAGES = {
  adminRequired: 'Only administrators can manage webhooks',
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  urlRequired: 'URL is required',
  urlInvalid: 'Enter the full address of the receiver, starting with https://',
  urlTooLong: `URL must be at most ${INPUT_LIMITS.urlMax} characters`,
  urlHttps: 'Webhook URLs must use https:// (http:// is allowed only for localhost in development)',
  urlCredentials:
    'Remove the user name and password from the URL: each message is signed with the endpoint secret instead',
  urlFragment: 'Remove the #fragment from the URL: it is never sent to the receiver',
  urlUnresolvable: (host: string) =>
    `Could not resolve "${host.slice(0, 100)}": check the host name, the receiver must be reachable from the server`,
  urlPrivate: (host: string, address: string) =>
    `"${host.slice(0, 100)}" leads to ${address}, a loopback, private or link-local address: webhooks may not reach the server's own network (an operator can allow it with WEBHOOK_ALLOW_PRIVATE=true)`,
  eventsRequired: 'Choose at least one event',
  descriptionTooLong: `Description must be at most ${WEBHOOK_LIMITS.descriptionMax} characters`,
  tooManyEndpoints: `At most ${WEBHOOK_LIMITS.endpointsMax} webhook endpoints can be registered; delete one first`,
  endpointDisabled: 'This endpoint is disabled: enable it before sending to it',
  disabledAfterFailures: (attempts: number) =>
    `Disabled automatically: a delivery still failed after ${attempts} attempts`,
} as const;

/** The shape part of a URL rule (the server also resolves the host): web form and server agree. */
export function getWebhookUrlShapeError(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (!url.hostname) return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  if (value.includes('#')) return WEBHOOK_MESSAGES.urlFragment;
  return null;
}

const ZWebhookUrl = requiredText(WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.urlTooLong)
  .superRefine((value, ctx) => {
    const error = getWebhookUrlShapeError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

const ZEvents = z
  .array(ZWebhookEventType, { message: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  // Each event once, in the form's order.
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((e) => events.includes(e)));

const ZDescription = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.descriptionMax, WEBHOOK_MESSAGES.descriptionTooLong);

/** An endpoint's settings as an Admin sends them: create fills the defaults, update takes any. */
const webhookSettings = {
  url: ZWebhookUrl,
  description: ZDescription,
  events: ZEvents,
  /** On update, true re-enables a disabled endpoint (its failure count starts again from zero). */
  enabled: z.boolean(),
};

export const ZCreateWebhookEndpoint = z.object({
  ...webhookSettings,
  description: ZDescription.default(''),
  enabled: z.boolean().default(true),
});
export type TCreateWebhookEndpoint = z.input<typeof ZCreateWebhookEndpoint>;

export const ZUpdateWebhookEndpoint = z
  .object(webhookSettings)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send at least one of url, description, events or enabled',
  });
export type TUpdateWebhookEndpoint = z.input<typeof ZUpdateWebhookEndpoint>;

export const ZWebhookEndpointParams = z.object({
  id: ZUuid(WEBHOOK_MESSAGES.endpointNotFound),
});
export const ZWebhookDeliveryParams = ZWebhookEndpointParams.extend({
  deliveryId: z.string().regex(/^msg_[0-9a-f]{32}$/, WEBHOOK_MESSAGES.deliveryNotFound),
});

export const ZWebhookDeliveriesQuery = z.object(pageQueryFields(100, 20));

export const ZWebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);

/** The last delivery of an endpoint, for the endpoints table. */
export const ZWebhookDeliverySummary = z.object({
  id: z.string(),
  eventType: z.string(),
  status: ZWebhookDeliveryStatus,
  lastStatusCode: z.number().int().nullable(),
  createdAt: z.string(),
});

export const ZWebhookEndpoint = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    events: z.array(ZWebhookEventType),
    enabled: z.boolean(),
    /** Why it is disabled (by an Admin, or automatically after failing deliveries). */
    disabledReason: z.string().nullable(),
    disabledAt: z.string().nullable(),
    /** Attempts failed in a row since the last success, over all deliveries. */
    consecutiveFailures: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastDelivery: ZWebhookDeliverySummary.nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({ items: z.array(ZWebhookEndpoint) });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

export const ZWebhookSecret = z.object({
  /** `whsec_<base64>`: the HMAC key; keep it in the receiver's configuration. */
  secret: z.string(),
});
export type TWebhookSecret = z.infer<typeof ZWebhookSecret>;

/** Creation answers the endpoint and its signing secret at once. */
export const ZCreatedWebhookEndpoint = ZWebhookEndpoint.extend({ secret: z.string() });
export type TCreatedWebhookEndpoint = z.infer<typeof ZCreatedWebhookEndpoint>;

export const ZWebhookAttempt = z.object({
  number: z.number().int(),
  attemptedAt: z.string(),
  /** null when no HTTP answer came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** Sent by hand (Redeliver) rather than by the schedule. */
  manual: z.boolean(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

export const ZWebhookDelivery = z
  .object({
    id: z.string(),
    endpointId: z.string(),
    eventType: z.string(),
    status: ZWebhookDeliveryStatus,
    attemptCount: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    /** When the platform will try again (a failed attempt with retries left), else null. */
    nextAttemptAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
    /** The flow (Flow Administration) of the current run. */
    flowId: z.string().nullable(),
    /** The JSON body exactly as sent. */
    body: z.string(),
    attempts: z.array(ZWebhookAttempt),
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryPage = z.object({
  items: z.array(ZWebhookDelivery),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
});
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

/** What the live event `webhook_endpoint_disabled` carries to Admin screens. */
export const WEBHOOK_DISABLED_EVENT = 'webhook_endpoint_disabled';
export type TWebhookDisabledNotice = { id: string; url: string; reason: string };
