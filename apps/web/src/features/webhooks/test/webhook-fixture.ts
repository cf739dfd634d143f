import type { TWebhookDelivery, TWebhookEndpoint } from '@staffing/domain';

export const makeEndpoint = (overrides: Partial<TWebhookEndpoint> = {}): TWebhookEndpoint => ({
  id: '7b0d7c8e-0000-4000-8000-000000000001',
  url: 'https://hooks.example.com/staffing',
  description: 'ERP sync',
  events: ['need.created', 'need.closed'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  lastDelivery: null,
  ...overrides,
});

export const makeDelivery = (overrides: Partial<TWebhookDelivery> = {}): TWebhookDelivery => ({
  id: `msg_${'a'.repeat(32)}`,
  endpointId: '7b0d7c8e-0000-4000-8000-000000000001',
  eventType: 'need.created',
  status: 'delivered',
  attemptCount: 2,
  lastStatusCode: 200,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: '2026-11-20T10:00:05.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  flowId: 'flow_1',
  body: '{"id":"msg_1","type":"need.created","timestamp":"2026-11-20T10:00:00.000Z","data":{}}',
  attempts: [
    {
      number: 1,
      attemptedAt: '2026-11-20T10:00:00.000Z',
      statusCode: 500,
      responseExcerpt: 'upstream exploded',
      error: 'The receiver answered HTTP 500',
      durationMs: 12,
      manual: false,
    },
    {
      number: 2,
      attemptedAt: '2026-11-20T10:00:05.000Z',
      statusCode: 200,
      responseExcerpt: 'ok',
      error: null,
      durationMs: 8,
      manual: false,
    },
  ],
  ...overrides,
});
