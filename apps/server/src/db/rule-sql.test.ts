import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@staffing/domain';
import {
  CANDIDATE_FILTER_CASES,
  FOLLOW_UP_CASES,
  MARGIN_CASES,
  NEED_SCOPE_CASES,
  TJM_BUCKET_CASES,
} from '@staffing/domain/rule-cases';
import { openTestDatabase } from '../../test/test-app.ts';
import type { TDatabase } from './client.ts';
import {
  candidateCvFiltersSql,
  dailyMarginSql,
  followUpDueSql,
  marginRateSql,
  needScopeSql,
  tjmBucketSql,
} from './rule-sql.ts';

// The domain runs the same tables against its TypeScript (packages/domain/src/rule-cases.test.ts).
describe('rules built in SQL from the domain data, against the domain cases', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** The one value of a SELECT; numbers come back as text on one driver. */
  async function value(expr: SQL): Promise<unknown> {
    const result = (await database.db.execute(sql`SELECT ${expr} AS v`)) as unknown as {
      rows: { v: unknown }[];
    };
    const v = result.rows[0]!.v;
    return typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : v;
  }
  const num = (n: number | null) => sql`${n}::float8`;
  const text = (s: string | null) => sql`${s}::text`;
  const all = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);

  const now = new Date('2026-03-10T12:00:00Z');
  it.each(FOLLOW_UP_CASES)('follow-up: $name', async (c) => {
    // No step: the list's join finds no latest step, which the NULLs stand for.
    const latest = {
      type: text(c.latest?.type ?? null),
      date: c.latest
        ? sql`${new Date(now.getTime() - c.latest.daysAgo * DAY_MS).toISOString()}::timestamptz`
        : sql`NULL::timestamptz`,
    };
    const cutoff = new Date(now.getTime() - c.days * DAY_MS);
    const due = sql`coalesce(${followUpDueSql(latest, text(c.needColumn), cutoff)}, false)`;
    expect(await value(due)).toBe(c.due);
  });

  it.each(TJM_BUCKET_CASES)('TJM $tjm is in bucket $bucket', async ({ tjm, bucket }) => {
    expect(await value(tjmBucketSql(num(tjm)))).toBe(bucket);
  });

  it.each(MARGIN_CASES)('margin of $billed billed at cost $cost', async (c) => {
    expect(await value(dailyMarginSql(num(c.billed), num(c.cost)))).toBe(c.margin);
    expect(await value(marginRateSql(num(c.billed), num(c.cost)))).toBe(c.rate);
  });

  it.each(NEED_SCOPE_CASES)('$column finished: $finished', async ({ column, finished }) => {
    expect(await value(all(needScopeSql(text(column), 'finished')))).toBe(finished);
    expect(await value(all(needScopeSql(text(column), 'active')))).toBe(!finished);
    expect(await value(all(needScopeSql(text(column), 'all')))).toBe(true);
  });

  it.each(CANDIDATE_FILTER_CASES)('candidate filter %#', async (c) => {
    const columns = {
      cvAnalysisStatus: text(c.cvAnalysisStatus),
      cvAvailability: text(c.cvAvailability),
    };
    expect(await value(all(candidateCvFiltersSql(columns, c.filters)))).toBe(c.matches);
  });
});
