import { describe, expect, it } from 'vitest';
import { followUpCutoff, followUpOf, needsFollowUp } from './follow-up.rules.ts';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

describe('needsFollowUp', () => {
  it('is due when the latest step is the sent step, N days old or more', () => {
    const steps = [
      { type: 'CANDIDATE_IDENTIFIED' as const, seq: 1, date: daysAgo(9) },
      { type: 'CANDIDATE_SENT' as const, seq: 2, date: daysAgo(6) },
    ];
    expect(needsFollowUp(steps, now, 5)).toBe(true);
    expect(needsFollowUp(steps, now, 7)).toBe(false);
    expect(needsFollowUp([{ type: 'CANDIDATE_SENT', seq: 1, date: daysAgo(5) }], now)).toBe(true);
    expect(needsFollowUp([{ type: 'CANDIDATE_SENT', seq: 1, date: daysAgo(4.9) }], now)).toBe(
      false,
    );
  });

  it('is not due when a later step exists, whatever its date', () => {
    const steps = [
      { type: 'CANDIDATE_SENT' as const, seq: 2, date: daysAgo(10) },
      // Created later but back-dated: still the latest step (creation order).
      { type: 'CANDIDATE_INTERVIEW' as const, seq: 3, date: daysAgo(20) },
    ];
    expect(needsFollowUp(steps, now, 5)).toBe(false);
  });

  it('is not due without a sent step', () => {
    expect(needsFollowUp([], now)).toBe(false);
    expect(needsFollowUp([{ type: 'CANDIDATE_IDENTIFIED', seq: 1, date: daysAgo(30) }], now)).toBe(
      false,
    );
  });
});

describe('followUpOf', () => {
  it('gives the sent date and the whole days waited', () => {
    expect(followUpOf([{ type: 'CANDIDATE_SENT', seq: 1, date: daysAgo(6.5) }], now, 5)).toEqual({
      due: true,
      sentAt: daysAgo(6.5),
      daysWaiting: 6,
    });
    expect(followUpOf([{ type: 'CANDIDATE_SENT', seq: 1, date: daysAgo(1) }], now, 5)).toEqual({
      due: false,
      sentAt: daysAgo(1),
      daysWaiting: 1,
    });
  });

  it('matches the cutoff the server compares in SQL', () => {
    const cutoff = followUpCutoff(now, 5);
    expect(needsFollowUp([{ type: 'CANDIDATE_SENT', date: cutoff.toISOString() }], now, 5)).toBe(
      true,
    );
  });
});
