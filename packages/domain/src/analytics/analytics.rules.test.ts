import { describe, expect, it } from 'vitest';
import {
  dailyMargin,
  fillRate,
  formatDays,
  formatRate,
  funnelConversions,
  isDayText,
  marginRate,
  periodBounds,
  periodForPreset,
  presetOfPeriod,
  resolveAnalyticsPeriod,
  tjmBucketIndex,
  tjmBucketLabel,
} from './analytics.rules.ts';
import { ZAnalyticsQuery } from './analytics.schema.ts';

const day = (text: string) => new Date(`${text}T15:30:00Z`);

describe('analytics periods', () => {
  it('gives calendar quarters, months and years for a day', () => {
    const today = day('2026-11-27');
    expect(periodForPreset('this-quarter', today)).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(periodForPreset('last-quarter', today)).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(periodForPreset('this-month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodForPreset('last-30-days', today)).toEqual({
      from: '2026-10-29',
      to: '2026-11-27',
    });
    expect(periodForPreset('this-year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('crosses the year for the last quarter of January and handles leap Februaries', () => {
    expect(periodForPreset('last-quarter', day('2027-01-15'))).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(periodForPreset('this-month', day('2028-02-10'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('defaults to the current quarter and keeps a lone bound', () => {
    const today = day('2026-05-02');
    expect(resolveAnalyticsPeriod({}, today)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(resolveAnalyticsPeriod({ from: '2026-05-01' }, today)).toEqual({
      from: '2026-05-01',
      to: '2026-06-30',
    });
  });

  it('names the preset a period matches', () => {
    const today = day('2026-11-27');
    expect(presetOfPeriod({ from: '2026-10-01', to: '2026-12-31' }, today)).toBe('this-quarter');
    expect(presetOfPeriod({ from: '2026-10-02', to: '2026-12-31' }, today)).toBeNull();
  });

  it('covers whole days: the end bound is the start of the day after', () => {
    expect(periodBounds({ from: '2026-10-01', to: '2026-12-31' })).toEqual({
      start: new Date('2026-10-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('accepts only real calendar days', () => {
    expect(isDayText('2026-02-28')).toBe(true);
    expect(isDayText('2026-02-30')).toBe(false);
    expect(isDayText('2026-2-3')).toBe(false);
    expect(isDayText('1800-01-01')).toBe(false);
  });
});

describe('analytics ratios', () => {
  it('computes the fill rate, null without needs', () => {
    expect(fillRate(3, 4)).toBe(0.75);
    expect(fillRate(0, 0)).toBeNull();
  });

  it('computes margin and margin rate only when billed and cost are known', () => {
    expect(dailyMargin(650, 450)).toBe(200);
    expect(dailyMargin(650, null)).toBeNull();
    expect(marginRate(500, 400)).toBeCloseTo(0.2);
    expect(marginRate(0, 100)).toBeNull();
    expect(marginRate(null, 100)).toBeNull();
  });

  it('formats rates and days for the screen and the CSV', () => {
    expect(formatRate(0.4286)).toBe('42.9 %');
    expect(formatRate(null)).toBe('—');
    expect(formatDays(3.46)).toBe('3.5 d');
  });

  it('buckets TJMs with an open last bucket', () => {
    expect(tjmBucketIndex(250)).toBe(0);
    expect(tjmBucketIndex(500)).toBe(3);
    expect(tjmBucketIndex(1500)).toBe(7);
    expect(tjmBucketLabel(3)).toBe('500–599');
    expect(tjmBucketLabel(7)).toBe('1000+');
  });

  it('gives each funnel stage its conversion from the one before', () => {
    const funnel = funnelConversions({ IDENTIFIED: 10, SENT: 5, INTERVIEW: 2, GO: 0, SALE: 0 });
    expect(funnel.map((s) => s.conversion)).toEqual([null, 0.5, 0.4, 0, null]);
  });
});

describe('analytics query', () => {
  it('accepts an empty query and refuses reversed or malformed periods', () => {
    expect(ZAnalyticsQuery.parse({})).toEqual({});
    expect(
      ZAnalyticsQuery.safeParse({ from: '2026-12-01', to: '2026-01-01' }).error?.issues[0]?.message,
    ).toBe('The start of the period must not be after its end');
    expect(ZAnalyticsQuery.safeParse({ from: '2026-13-01' }).success).toBe(false);
    expect(ZAnalyticsQuery.safeParse({ owner: 'nope' }).success).toBe(false);
    expect(ZAnalyticsQuery.safeParse({ priority: 'P9' }).success).toBe(false);
    expect(ZAnalyticsQuery.parse({ client: ' ACME ', priority: 'P1', category: '' })).toEqual({
      client: 'ACME',
      priority: 'P1',
    });
  });
});
