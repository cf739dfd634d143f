import { describe, expect, it } from 'vitest';
import { describeAttemptOutcome, describeDeliveryStatus } from './webhook-display.ts';

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
});
