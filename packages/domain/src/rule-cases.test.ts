import { describe, expect, it } from 'vitest';
import { dailyMargin, marginRate, tjmBucketIndex } from './analytics/analytics.rules.ts';
import { matchesCandidateFilters } from './candidates/candidate.rules.ts';
import { needsFollowUp } from './follow-ups/follow-up.rules.ts';
import { isFinishedColumn } from './needs/need.rules.ts';
import {
  CANDIDATE_FILTER_CASES,
  FOLLOW_UP_CASES,
  MARGIN_CASES,
  NEED_SCOPE_CASES,
  TJM_BUCKET_CASES,
} from './rule-cases.ts';

// The same tables run against the server's SQL (apps/server/src/db/rule-sql.test.ts).
const now = new Date('2026-03-10T12:00:00Z');

describe('rules that also run in SQL, against TypeScript', () => {
  it.each(FOLLOW_UP_CASES)('follow-up: $name', (c) => {
    const steps = c.latest
      ? [
          {
            type: c.latest.type,
            seq: 1,
            date: new Date(now.getTime() - c.latest.daysAgo * 86_400_000),
          },
        ]
      : [];
    expect(needsFollowUp(steps, now, c.days, c.needColumn)).toBe(c.due);
  });

  it.each(TJM_BUCKET_CASES)('TJM $tjm is in bucket $bucket', ({ tjm, bucket }) => {
    expect(tjmBucketIndex(tjm)).toBe(bucket);
  });

  it.each(MARGIN_CASES)('margin of $billed billed at cost $cost', (c) => {
    expect(dailyMargin(c.billed, c.cost)).toBe(c.margin);
    expect(marginRate(c.billed, c.cost)).toBe(c.rate);
  });

  it.each(NEED_SCOPE_CASES)('$column finished: $finished', ({ column, finished }) => {
    expect(isFinishedColumn(column)).toBe(finished);
  });

  it.each(CANDIDATE_FILTER_CASES)('candidate filter %#', (c) => {
    const candidate = {
      name: 'x',
      cvAnalysisStatus: c.cvAnalysisStatus,
      cvAvailability: c.cvAvailability,
    };
    expect(matchesCandidateFilters(candidate, c.filters)).toBe(c.matches);
  });
});
