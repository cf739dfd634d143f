import { z } from 'zod';

/** What an endpoint may subscribe to, in the order the registration form lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'need.created',
  'need.updated',
  'need.moved',
  'need.closed',
  'candidate.linked',
  'step.created',
  'workflow_request.finished',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "Send test event": never subscribed to, always delivered to the endpoint asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: (issue) =>
    `Unknown webhook event "${String(issue.input).slice(0, 40)}": use one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});

/** Each event in words, for the checkboxes and the deliveries list. */
export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType | typeof WEBHOOK_TEST_EVENT, string> = {
  'need.created': 'Need created',
  'need.updated': 'Need updated (fields edited)',
  'need.moved': 'Need moved to another column',
  'need.closed': 'Need closed (sold, canceled or deleted)',
  'candidate.linked': 'Candidate linked to a need',
  'step.created': 'Step created',
  'workflow_request.finished': 'Workflow request finished (completed, failed or cancelled)',
  'webhook.test': 'Test event',
};

export function describeWebhookEvent(type: string): string {
  return (WEBHOOK_EVENT_LABELS as Record<string, string>)[type] ?? type;
}
