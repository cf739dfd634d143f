import { describe, expect, it } from 'vitest';
import { getWebhookRetryWindow, isWebhookDelivered } from './webhook-delivery.rules.ts';
import {
  getWebhookUrlShapeError,
  WEBHOOK_MESSAGES,
  ZCreateWebhookEndpoint,
  ZUpdateWebhookEndpoint,
} from './webhook.schema.ts';

describe('webhook endpoint requests', () => {
  it('keeps each event once, in the form order', () => {
    const parsed = ZCreateWebhookEndpoint.parse({
      url: 'https://hooks.example.com/in',
      events: ['step.created', 'need.created', 'step.created'],
    });
    expect(parsed).toEqual({
      url: 'https://hooks.example.com/in',
      description: '',
      events: ['need.created', 'step.created'],
      enabled: true,
    });
  });

  it('says what is wrong with a URL', () => {
    expect(getWebhookUrlShapeError('hooks.example.com')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(getWebhookUrlShapeError('ftp://hooks.example.com')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(getWebhookUrlShapeError('https://u:p@hooks.example.com')).toBe(
      WEBHOOK_MESSAGES.urlCredentials,
    );
    expect(getWebhookUrlShapeError('https://hooks.example.com/#x')).toBe(
      WEBHOOK_MESSAGES.urlFragment,
    );
    expect(getWebhookUrlShapeError('https://hooks.example.com/in?x=1')).toBeNull();
  });

  it('refuses no events, unknown events and an empty update', () => {
    const none = ZCreateWebhookEndpoint.safeParse({ url: 'https://a.example', events: [] });
    expect(none.error?.issues[0]?.message).toBe(WEBHOOK_MESSAGES.eventsRequired);
    const unknown = ZCreateWebhookEndpoint.safeParse({
      url: 'https://a.example',
      events: ['need.exploded'],
    });
    expect(unknown.error?.issues[0]?.message).toMatch(/Unknown webhook event "need.exploded"/);
    expect(ZUpdateWebhookEndpoint.safeParse({}).success).toBe(false);
  });
});

describe('webhook delivery rules', () => {
  it('counts any 2xx as delivered', () => {
    expect(isWebhookDelivered(200)).toBe(true);
    expect(isWebhookDelivered(204)).toBe(true);
    expect(isWebhookDelivered(301)).toBe(false);
    expect(isWebhookDelivered(500)).toBe(false);
    expect(isWebhookDelivered(null)).toBe(false);
  });

  it('retries for about a day with the defaults', () => {
    const window = getWebhookRetryWindow(11, 60);
    expect(window.minSeconds / 3600).toBeCloseTo(17.05, 1);
    expect(window.maxSeconds / 3600).toBeCloseTo(34.1, 1);
    expect(getWebhookRetryWindow(1, 60)).toEqual({ minSeconds: 0, maxSeconds: 0 });
  });
});
