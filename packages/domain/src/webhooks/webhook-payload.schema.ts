import { z } from 'zod';
import { ZCandidate } from '../candidates/candidate.schema.ts';
import { ZNeed } from '../needs/need.schema.ts';
import { ZStep } from '../steps/step.schema.ts';
import { ZWorkflowRequest } from '../workflows/workflow-request.schema.ts';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TEST_EVENT,
  type TWebhookEventType,
} from './webhook-event.ts';

const ZNeedChange = z.object({
  need: ZNeed,
  changed: z.array(z.string()).meta({
    description: 'The fields of the need this write changed (bookkeeping fields aside).',
  }),
});

/** The `data` of each webhook message: a public contract, documented in the API document. */
export const WEBHOOK_DATA = {
  'need.created': z.object({ need: ZNeed }),
  'need.updated': ZNeedChange,
  'need.moved': ZNeedChange,
  'need.closed': ZNeedChange,
  'candidate.linked': z.object({ needId: z.string(), candidate: ZCandidate }),
  'step.created': z.object({ step: ZStep }),
  'workflow_request.finished': z.object({ workflowRequest: ZWorkflowRequest }),
  [WEBHOOK_TEST_EVENT]: z.object({ message: z.string(), endpointId: z.string() }),
} as const satisfies Record<TWebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType>;

export type TWebhookMessageType = keyof typeof WEBHOOK_DATA;
export type TWebhookData<T extends TWebhookMessageType> = z.infer<(typeof WEBHOOK_DATA)[T]>;

/**
 * The body a receiver gets for one message type (Standard Webhooks): `id` is the same for every
 * attempt (deduplicate by it), `timestamp` is when the fact happened.
 */
export function webhookBodySchema<T extends TWebhookMessageType>(type: T) {
  return z
    .object({
      id: z.string().meta({ description: 'msg_ and 32 hex digits; also the webhook-id header.' }),
      type: z.literal(type),
      timestamp: z.string().meta({ description: 'When it happened (ISO 8601).' }),
      data: WEBHOOK_DATA[type] as (typeof WEBHOOK_DATA)[T],
    })
    .meta({ description: WEBHOOK_EVENT_LABELS[type] });
}
