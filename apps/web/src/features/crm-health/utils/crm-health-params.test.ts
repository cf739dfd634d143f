import { describe, expect, it } from 'vitest';
import {
  readCrmHealthFilters,
  toCrmHealthParams,
  writeCrmHealthFilters,
} from './crm-health-params.ts';

describe('CRM health filters', () => {
  it('reads the period and kind from the URL, with the defaults for anything else', () => {
    expect(readCrmHealthFilters(new URLSearchParams('days=7&kind=duplicate'))).toEqual({
      days: 7,
      kind: 'duplicate',
    });
    expect(readCrmHealthFilters(new URLSearchParams('days=12&kind=exploded'))).toEqual({
      days: 30,
      kind: null,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCrmHealthFilters({ days: 30, kind: null }).toString()).toBe('');
    expect(writeCrmHealthFilters({ days: 90, kind: 'lock' }).toString()).toBe('days=90&kind=lock');
  });

  it('sends the first day of a period other than the default, and the kind', () => {
    const now = new Date('2026-11-24T21:00:00.000Z');
    expect(toCrmHealthParams({ days: 30, kind: null }, now)).toEqual({});
    expect(toCrmHealthParams({ days: 7, kind: 'limit' }, now)).toEqual({
      from: '2026-11-17',
      kind: 'limit',
    });
  });
});
