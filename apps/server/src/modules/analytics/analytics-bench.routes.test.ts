import { describe, expect, it } from 'vitest';
import type { TAnalytics } from '@staffing/domain';
import { useTestContext } from '../../../test/test-app.ts';
import { candidates, needs, steps } from '../../db/schema/index.ts';

const JUNE = 'from=2026-06-01&to=2026-06-30';

describe('GET /api/v1/analytics: the bench and TACE', () => {
  const t = useTestContext();
  const db = () => t.app.ctx.db;

  async function consultant(
    name: string,
    poolKind: string,
    createdAt: string,
    missionEndDate: string | null = null,
  ) {
    const [row] = await db()
      .insert(candidates)
      .values({ name, poolKind, missionEndDate, createdAt: new Date(`${createdAt}T09:00:00Z`) })
      .returning();
    return row!;
  }

  it('counts billed and bench working days of the firm’s consultants, and who is on the bench today', async () => {
    // A: sold from 15 June to the end of the year: 12 billed working days in June, 10 on the bench.
    const a = await consultant('Alice Employee', 'employee', '2026-01-01');
    const [sold] = await db()
      .insert(needs)
      .values({ title: 'Java', client: 'Acme', column: 'SALE', tjm: 650 })
      .returning();
    await db()
      .insert(steps)
      .values({
        needId: sold!.id,
        candidateId: a.id,
        type: 'SALE',
        date: new Date('2026-06-10T10:00:00Z'),
        detail: { tjm: 650, startDate: '2026-06-15', endDate: '2099-12-31' },
      });
    // B: nothing sold, a mission typed as ending on 10 June: 8 billed days, 14 on the bench.
    await consultant('Bob Freelance', 'freelance', '2026-01-01', '2026-06-10');
    // C: entered on Monday 29 June, no mission: 2 bench days.
    await consultant('Carla Employee', 'employee', '2026-06-29');
    // An external candidate is not the firm's: not counted.
    await consultant('Dan External', 'external', '2026-01-01');

    const admin = await t.createUser('Admin');
    const res = await t.app.inject({
      url: `/api/v1/analytics?${JUNE}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { bench } = res.json() as TAnalytics;
    expect(bench).toEqual({
      consultants: 3,
      onBenchToday: 2,
      billedDays: 20,
      benchDays: 26,
      workingDays: 46,
      tace: 0.4348,
    });
  });

  it('has no TACE without consultants', async () => {
    const sales = await t.createUser('Sales');
    const res = await t.app.inject({ url: `/api/v1/analytics?${JUNE}`, headers: t.auth(sales) });
    expect((res.json() as TAnalytics).bench).toMatchObject({ consultants: 0, tace: null });
  });
});
