import { describe, expect, it } from 'vitest';
import {
  readAnalyticsFilters,
  toAnalyticsParams,
  withPreset,
  writeAnalyticsFilters,
} from './analytics-params.ts';

const today = new Date('2026-11-27T10:00:00Z');
const OWNER = '11111111-1111-4111-8111-111111111111';

describe('analytics URL filters', () => {
  it('defaults to the current quarter without filters', () => {
    expect(readAnalyticsFilters(new URLSearchParams(), today)).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
      owner: null,
      client: null,
      priority: null,
      category: null,
    });
  });

  it('reads back what it writes', () => {
    const filters = {
      from: '2026-01-01',
      to: '2026-03-31',
      owner: OWNER,
      client: 'Acme & Co',
      priority: 'P1' as const,
      category: 'devops' as const,
    };
    const params = writeAnalyticsFilters(filters);
    expect(params.toString()).toBe(
      `from=2026-01-01&to=2026-03-31&owner=${OWNER}&client=Acme+%26+Co&priority=P1&category=devops`,
    );
    expect(readAnalyticsFilters(params, today)).toEqual(filters);
    expect(toAnalyticsParams(filters)).toEqual(filters);
  });

  it('drops malformed values rather than sending a failing request', () => {
    const filters = readAnalyticsFilters(
      new URLSearchParams('from=2026-02-30&to=2026-12-01&owner=x&priority=P9&category=chef'),
      today,
    );
    expect(filters).toMatchObject({ from: '2026-10-01', to: '2026-12-01', owner: null });
    expect(filters.priority).toBeNull();
    expect(filters.category).toBeNull();
    expect(
      readAnalyticsFilters(new URLSearchParams('from=2026-12-01&to=2026-01-01'), today),
    ).toMatchObject({ from: '2026-10-01', to: '2026-12-31' });
    expect(toAnalyticsParams(readAnalyticsFilters(new URLSearchParams(), today))).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
  });

  it('applies a preset and keeps the other filters', () => {
    const base = readAnalyticsFilters(new URLSearchParams('client=Acme'), today);
    expect(withPreset(base, 'last-quarter', today)).toMatchObject({
      from: '2026-07-01',
      to: '2026-09-30',
      client: 'Acme',
    });
  });
});
