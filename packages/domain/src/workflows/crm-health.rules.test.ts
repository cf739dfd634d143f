import { describe, expect, it } from 'vitest';
import { getCrmHealthPeriod, readCrmErrorOf } from './crm-health.rules.ts';
import { ZCrmHealthQuery } from './crm-health.schema.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');

describe('CRM health period', () => {
  it('defaults to the last 30 days', () => {
    expect(getCrmHealthPeriod({}, NOW)).toEqual({
      from: new Date('2026-10-25T12:00:00.000Z'),
      to: NOW,
    });
  });
  it('includes the whole day of a date-only end, and counts 30 days back from it', () => {
    expect(getCrmHealthPeriod({ to: '2026-11-01' }, NOW)).toEqual({
      from: new Date('2026-10-02T23:59:59.999Z'),
      to: new Date('2026-11-01T23:59:59.999Z'),
    });
    expect(getCrmHealthPeriod({ from: '2026-11-01' }, NOW)).toEqual({
      from: new Date('2026-11-01T00:00:00.000Z'),
      to: NOW,
    });
  });
  it('refuses a reversed range, a bad date and an unknown kind', () => {
    expect(
      ZCrmHealthQuery.safeParse({ from: '2026-11-02', to: '2026-11-01' }).error?.issues[0]?.message,
    ).toBe('from must not be after to');
    expect(ZCrmHealthQuery.safeParse({ from: 'yesterday' }).error?.issues[0]?.message).toBe(
      'from must be a valid date',
    );
    expect(ZCrmHealthQuery.safeParse({ kind: 'boom' }).error?.issues[0]?.message).toBe(
      'Invalid CRM error kind: boom',
    );
    expect(ZCrmHealthQuery.parse({ kind: '', from: '' })).toEqual({});
    expect(ZCrmHealthQuery.parse({ kind: 'duplicate' })).toEqual({ kind: 'duplicate' });
  });
});

describe('readCrmErrorOf', () => {
  it('reads the code, fields and message of a CRM refusal', () => {
    const err = Object.assign(new Error('Close date is required'), {
      errorCode: 'REQUIRED_FIELD_MISSING',
      fields: ['CloseDate', 42],
    });
    expect(readCrmErrorOf(err)).toEqual({
      errorCode: 'REQUIRED_FIELD_MISSING',
      fields: ['CloseDate'],
      message: 'Close date is required',
    });
  });
  it('gives null for an error without a code', () => {
    expect(readCrmErrorOf(new Error('boom'))).toBeNull();
    expect(readCrmErrorOf(Object.assign(new Error('x'), { errorCode: ' ' }))).toBeNull();
    expect(readCrmErrorOf('TIMEOUT')).toBeNull();
    expect(readCrmErrorOf(null)).toBeNull();
    expect(readCrmErrorOf({ errorCode: 'TIMEOUT' })).toEqual({
      errorCode: 'TIMEOUT',
      fields: [],
      message: '',
    });
  });
});
