import { and, asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { TDatabase } from './client.ts';
import { withCompiledRowMapper } from './compiled-row-mapper.ts';
import { candidates, needCandidates, needs, steps } from './schema/index.ts';

describe('compiled row mapper', () => {
  let database: TDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  /** Needs with their linked candidates and each pair's step, if any: nested, joined, aliased. */
  function query() {
    const { db } = database;
    const ranked = db
      .select({
        id: steps.id,
        needId: steps.needId,
        candidateId: steps.candidateId,
        type: steps.type,
        createdAt: steps.createdAt,
        rn: sql<number>`row_number() over (partition by ${steps.needId} order by ${steps.seq})::int`.as(
          'rn',
        ),
      })
      .from(steps)
      .as('ranked');
    return db
      .select({
        id: needs.id,
        need: { title: needs.title, tjm: needs.tjm, updatedAt: needs.updatedAt },
        candidate: { id: candidates.id, name: candidates.name, skills: candidates.skills },
        step: { id: ranked.id, type: ranked.type, createdAt: ranked.createdAt, rn: ranked.rn },
        ids: sql<string[]>`coalesce((SELECT json_agg(x) FROM (VALUES (1), (2)) v(x)), '[]'::json)`,
      })
      .from(needs)
      .leftJoin(needCandidates, eq(needCandidates.needId, needs.id))
      .leftJoin(candidates, eq(candidates.id, needCandidates.candidateId))
      .leftJoin(
        ranked,
        and(eq(ranked.needId, needs.id), eq(ranked.candidateId, candidates.id), eq(ranked.rn, 1)),
      )
      .orderBy(asc(needs.title), asc(candidates.name));
  }

  it('builds the very objects drizzle builds, nulls and dates included', async () => {
    const { db } = database;
    const [a, b] = await db
      .insert(needs)
      .values([
        { title: 'A need', client: 'ACME', tjm: 650 },
        { title: 'B need', client: 'ACME' },
      ])
      .returning();
    const [x, y] = await db
      .insert(candidates)
      .values([
        { name: 'Xavier', email: 'x@example.com', skills: ['Java'] },
        { name: 'Yann', email: 'y@example.com' },
      ])
      .returning();
    await db.insert(needCandidates).values([
      { needId: a!.id, candidateId: x!.id },
      { needId: a!.id, candidateId: y!.id },
    ]);
    await db.insert(steps).values({
      needId: a!.id,
      candidateId: x!.id,
      type: 'CANDIDATE_IDENTIFIED',
      status: 'DONE',
    });

    const expected = await query();
    const compiled = await withCompiledRowMapper(query().prepare('compiled_mapper_test')).execute();

    expect(compiled).toEqual(expected);
    // Xavier has a step, Yann has none, the second need has no candidate at all.
    expect(expected).toHaveLength(3);
    expect(expected.map((r) => r.candidate?.name ?? null)).toEqual(['Xavier', 'Yann', null]);
    expect(expected[0]!.step).toMatchObject({ type: 'CANDIDATE_IDENTIFIED', rn: 1 });
    expect(expected[0]!.step!.createdAt).toBeInstanceOf(Date);
    expect(expected[1]!.step).toBeNull();
    expect(expected[2]!.candidate).toBeNull();
    expect(compiled[2]!.need).toEqual({ title: 'B need', tjm: null, updatedAt: b!.updatedAt });
    expect(compiled[0]!.ids).toEqual([1, 2]);
  });
});
