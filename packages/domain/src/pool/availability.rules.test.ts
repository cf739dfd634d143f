import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  benchBucketOf,
  isAvailableBy,
  readAvailabilityDay,
} from './availability.rules.ts';
import { compareMatches } from './match-order.rules.ts';

const now = new Date('2026-11-29T15:00:00Z');

describe('readAvailabilityDay', () => {
  it.each([
    ['ASAP', '2026-11-29'],
    ['Immédiate', '2026-11-29'],
    ['2027-03-01', '2027-03-01'],
    ['01/03/2027', '2027-03-01'],
    ['mars 2027', '2027-03-01'],
    ['Early January 2027', '2027-01-01'],
    ['1 month', '2026-12-29'],
    ['3 mois', '2027-02-28'],
    ['préavis de 2 mois', '2027-01-29'],
    ['2 semaines', '2026-12-13'],
    ['Not specified', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, day) => {
    expect(readAvailabilityDay(text, now)).toBe(day);
  });
});

describe('availabilityOf', () => {
  it('puts a consultant without a mission on the bench today', () => {
    expect(availabilityOf({ poolKind: 'employee' }, now)).toEqual({
      date: '2026-11-29',
      onBench: true,
      source: 'bench',
    });
  });

  it('frees a consultant the day after the mission ends; the sold end wins over the typed one', () => {
    expect(availabilityOf({ poolKind: 'freelance', missionEndDate: '2026-12-31' }, now)).toEqual({
      date: '2027-01-01',
      onBench: false,
      source: 'typed',
    });
    expect(
      availabilityOf(
        { poolKind: 'employee', missionEndDate: '2026-12-31', soldMissionEnd: '2027-02-28' },
        now,
      ),
    ).toEqual({ date: '2027-03-01', onBench: false, source: 'mission' });
  });

  it('puts a consultant whose mission ended back on the bench; a mission ending today still runs', () => {
    expect(
      availabilityOf({ poolKind: 'employee', missionEndDate: '2026-11-28' }, now).onBench,
    ).toBe(true);
    expect(availabilityOf({ poolKind: 'employee', missionEndDate: '2026-11-29' }, now)).toEqual({
      date: '2026-11-30',
      onBench: false,
      source: 'typed',
    });
  });

  it('reads an external candidate’s availability from the CV, never the bench', () => {
    expect(availabilityOf({ poolKind: 'external', cvAvailability: 'ASAP' }, now)).toEqual({
      date: '2026-11-29',
      onBench: false,
      source: 'cv',
    });
    expect(availabilityOf({ poolKind: 'external', missionEndDate: '2026-01-01' }, now)).toEqual({
      date: null,
      onBench: false,
      source: 'unknown',
    });
  });
});

describe('benchBucketOf and isAvailableBy', () => {
  it.each([
    [{ date: '2026-11-29', onBench: true, source: 'bench' as const }, 'now'],
    [{ date: '2026-12-29', onBench: false, source: 'typed' as const }, 'within30'],
    [{ date: '2026-12-30', onBench: false, source: 'typed' as const }, 'within60'],
    [{ date: '2027-02-27', onBench: false, source: 'typed' as const }, 'within90'],
    [{ date: '2027-02-28', onBench: false, source: 'typed' as const }, 'later'],
    [{ date: null, onBench: false, source: 'unknown' as const }, 'later'],
  ])('%o → %s', (availability, bucket) => {
    expect(benchBucketOf(availability, now)).toBe(bucket);
  });

  it('is unknown when either day is', () => {
    expect(isAvailableBy({ date: '2027-01-01' }, '2027-01-01')).toBe(true);
    expect(isAvailableBy({ date: '2027-01-02' }, '2027-01-01')).toBe(false);
    expect(isAvailableBy({ date: null }, '2027-01-01')).toBeNull();
    expect(isAvailableBy({ date: '2027-01-01' }, null)).toBeNull();
  });
});

describe('compareMatches', () => {
  const m = (over: Partial<Parameters<typeof compareMatches>[0]>) => ({
    score: 80,
    isBenchInTime: false,
    isAvailableInTime: null,
    id: '1',
    ...over,
  });

  it('ranks by score, then bench in time, then free in time, then id', () => {
    const list = [
      m({ id: 'late', isAvailableInTime: false }),
      m({ id: 'free', isAvailableInTime: true }),
      m({ id: 'bench', isBenchInTime: true, isAvailableInTime: true }),
      m({ id: 'best', score: 81 }),
      m({ id: 'unknown' }),
    ];
    expect(list.sort(compareMatches).map((x) => x.id)).toEqual([
      'best',
      'bench',
      'free',
      // Not known to be free in time, late or unknown alike: by id.
      'late',
      'unknown',
    ]);
  });
});
