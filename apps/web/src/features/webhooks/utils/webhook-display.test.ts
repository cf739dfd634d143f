import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_LABELS,
} from '@staffing/domain';
import '../../../i18n/app-catalogs.ts';
import {
  describeAttemptOutcome,
  describeDeliveryStatus,
  describeWebhookEvent,
} from './webhook-display.ts';

describe('webhook display', () => {
  it('says what an attempt got back', () => {
    expect(
      describeAttemptOutcome({ statusCode: 500, error: 'The receiver answered HTTP 500' }),
    ).toBe('HTTP 500');
    expect(describeAttemptOutcome({ statusCode: null, error: 'No answer within 10 s' })).toBe(
      'No answer within 10 s',
    );
    expect(describeDeliveryStatus('failed')).toBe('Failed');
  });

  it('names every event and status in English exactly as the domain does', () => {
    for (const [type, label] of Object.entries(WEBHOOK_EVENT_LABELS))
      expect(describeWebhookEvent(type)).toBe(label);
    for (const status of WEBHOOK_DELIVERY_STATUSES)
      expect(describeDeliveryStatus(status)).toBe(WEBHOOK_DELIVERY_STATUS_LABELS[status]);
    expect(describeWebhookEvent('need.renamed')).toBe('need.renamed');
  });
});
