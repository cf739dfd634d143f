import { describe, expect, it } from 'vitest';
import type { TAnalytics } from '@staffing/domain';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { auditLog, candidates, needs, steps } from '../../db/schema/index.ts';

const at = (text: string) => new Date(`2026-${text}T00:00:00Z`);
const Q4 = 'from=2026-10-01&to=2026-12-31';

describe('GET /api/v1/analytics', () => {
  const t = useTestContext();

  const get = async (user: TTestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/analytics?${query}`, headers: t.auth(user) });
  const figures = async (user: TTestUser, query = Q4): Promise<TAnalytics> => {
    const res = await get(user, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const db = () => t.app.ctx.db;
  async function need(values: Partial<typeof needs.$inferInsert> & { createdAt: Date }) {
    const [row] = await db()
      .insert(needs)
      .values({ title: 'Need', client: 'Acme', ...values })
      .returning();
    await db()
      .insert(auditLog)
      .values({
        entityType: 'need',
        entityId: row!.id,
        action: 'create',
        changes: { title: row!.title, client: row!.client, column: 'NO_CANDIDATE' },
        createdAt: values.createdAt,
      });
    return row!;
  }
  /** A column change as needs.service audits it (`{from, to}` under `column`). */
  async function move(needId: string, from: string, to: string, when: Date) {
    await db()
      .insert(auditLog)
      .values({
        entityType: 'need',
        entityId: needId,
        action: 'move',
        changes: { column: { from, to }, progressPct: { from: 0, to: 20 } },
        createdAt: when,
      });
  }
  async function candidate(name: string, cost: number | null = null) {
    const [row] = await db()
      .insert(candidates)
      .values({ name, consultantDailyCost: cost })
      .returning();
    return row!;
  }
  async function step(
    needId: string,
    candidateId: string,
    type: string,
    date: Date,
    detail: Record<string, unknown> | null = null,
  ) {
    await db().insert(steps).values({ needId, candidateId, type, date, detail });
  }

  /**
   * Q4 2026. N1 Acme/Alice sold, N2 Acme/Bob canceled, N3 Globex/Alice sold, N4 Globex/Bob opened
   * in September and sold in October, N5 after the period, N6 Initech without an owner.
   */
  async function fixture() {
    const alice = await t.createUser('Sales', { name: 'Alice Seller' });
    const bob = await t.createUser('Sales', { name: 'Bob Seller' });
    const n1 = await need({
      client: 'Acme',
      consultants: [alice.id],
      priority: 'P1',
      category: 'developer',
      tjm: 650,
      createdAt: at('10-01'),
    });
    await move(n1.id, 'NO_CANDIDATE', 'CANDIDATE_IDENTIFIED', at('10-03'));
    await move(n1.id, 'CANDIDATE_IDENTIFIED', 'CANDIDATE_SENT', at('10-05'));
    await move(n1.id, 'CANDIDATE_SENT', 'SALE', at('10-11'));
    const c1 = await candidate('C1', 500);
    await step(n1.id, c1.id, 'CANDIDATE_IDENTIFIED', at('10-02'));
    await step(n1.id, c1.id, 'CANDIDATE_SENT', at('10-05'));
    await step(n1.id, c1.id, 'CANDIDATE_INTERVIEW', at('10-07'));
    await step(n1.id, c1.id, 'GO_NOGO', at('10-09'), { decision: 'GO', reason: 'Strong fit' });
    await step(n1.id, c1.id, 'SALE', at('10-11'), { tjm: 700 });
    const c2 = await candidate('C2', 100);
    await step(n1.id, c2.id, 'CANDIDATE_IDENTIFIED', at('10-02'));
    await step(n1.id, c2.id, 'CANDIDATE_SENT', at('10-06'));
    await step(n1.id, c2.id, 'GO_NOGO', at('10-08'), {
      decision: 'NO_GO',
      reason: 'Too expensive',
    });
    // Moving N1 to Sold gave the rejected C2 a SALE step too (column propagation): still rejected.
    await db()
      .insert(steps)
      .values({
        needId: n1.id,
        candidateId: c2.id,
        type: 'SALE',
        date: at('10-11'),
        source: 'system',
      });

    const n2 = await need({
      client: 'Acme',
      consultants: [bob.id],
      priority: 'P2',
      category: 'test',
      tjm: 450,
      createdAt: at('10-10'),
    });
    await move(n2.id, 'NO_CANDIDATE', 'CANCELED', at('10-20'));
    const c3 = await candidate('C3');
    await step(n2.id, c3.id, 'CANDIDATE_IDENTIFIED', at('10-12'));
    await step(n2.id, c3.id, 'GO_NOGO', at('10-15'), {
      decision: 'NO_GO',
      reason: '  Too expensive ',
    });

    const n3 = await need({
      client: 'Globex',
      consultants: [alice.id],
      priority: 'P1',
      category: 'developer',
      tjm: 520,
      createdAt: at('11-01'),
    });
    await move(n3.id, 'NO_CANDIDATE', 'SALE', at('11-05'));
    const c4 = await candidate('C4');
    await step(n3.id, c4.id, 'CANDIDATE_IDENTIFIED', at('11-01'));
    await step(n3.id, c4.id, 'CANDIDATE_SENT', at('11-03'));
    await step(n3.id, c4.id, 'SALE', at('11-05'));
    // C6 was only identified when C4's sale moved N3 to Sold: its added SALE step places nobody.
    const c6 = await candidate('C6', 100);
    await step(n3.id, c6.id, 'CANDIDATE_IDENTIFIED', at('11-02'));
    await db()
      .insert(steps)
      .values({
        needId: n3.id,
        candidateId: c6.id,
        type: 'SALE',
        date: at('11-05'),
        source: 'system',
      });

    const n4 = await need({
      client: 'Globex',
      consultants: [bob.id],
      priority: 'P3',
      tjm: 900,
      createdAt: at('09-15'),
    });
    await move(n4.id, 'NO_CANDIDATE', 'SALE', at('10-15'));
    const c5 = await candidate('C5', 600);
    await step(n4.id, c5.id, 'CANDIDATE_IDENTIFIED', at('09-16'));
    await step(n4.id, c5.id, 'SALE', at('10-15'), { tjm: 900 });

    await need({
      client: 'Initech',
      consultants: [alice.id],
      tjm: 800,
      createdAt: new Date('2027-01-05T00:00:00Z'),
    });
    await need({ client: 'Initech', priority: 'P2', createdAt: at('12-01') });
    return { alice, bob };
  }

  it('computes every figure of the period from needs, audit rows and steps', async () => {
    const { alice, bob } = await fixture();
    const data = await figures(alice);

    expect(data.period).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(data.totals).toEqual({
      needsOpened: 4,
      needsSold: 3,
      needsCanceled: 1,
      openedAndSold: 2,
      fillRate: 0.5,
      avgDaysToSubmit: 3,
      avgDaysToPlace: 14.67,
      avgMargin: 250,
      avgMarginRate: 0.3095,
      marginSamples: 2,
    });
    expect(data.funnel.map((s) => [s.stage, s.count, s.conversion])).toEqual([
      ['IDENTIFIED', 5, null],
      ['SENT', 3, 0.6],
      ['INTERVIEW', 2, 0.6667],
      ['GO', 2, 1],
      ['SALE', 2, 1],
    ]);
    expect(data.timeInColumn).toEqual([
      { column: 'NO_CANDIDATE', avgDays: 11.5, stays: 4 },
      { column: 'CANDIDATE_IDENTIFIED', avgDays: 2, stays: 1 },
      { column: 'CANDIDATE_SENT', avgDays: 6, stays: 1 },
    ]);
    expect(data.decisions).toEqual([
      { decision: 'NO_GO', reason: 'Too expensive', count: 2 },
      { decision: 'GO', reason: 'Strong fit', count: 1 },
    ]);
    expect(data.bySalesUser).toEqual([
      {
        ownerId: alice.id,
        ownerName: 'Alice Seller',
        needsOpened: 2,
        needsSold: 2,
        needsCanceled: 0,
        openedAndSold: 2,
        fillRate: 1,
        avgDaysToSubmit: 3,
        avgDaysToPlace: 7,
        avgMargin: 200,
        avgMarginRate: 0.2857,
        marginSamples: 1,
      },
      {
        ownerId: bob.id,
        ownerName: 'Bob Seller',
        needsOpened: 1,
        needsSold: 1,
        needsCanceled: 1,
        openedAndSold: 0,
        fillRate: 0,
        avgDaysToSubmit: null,
        avgDaysToPlace: 30,
        avgMargin: 300,
        avgMarginRate: 0.3333,
        marginSamples: 1,
      },
      {
        ownerId: null,
        ownerName: null,
        needsOpened: 1,
        needsSold: 0,
        needsCanceled: 0,
        openedAndSold: 0,
        fillRate: 0,
        avgDaysToSubmit: null,
        avgDaysToPlace: null,
        avgMargin: null,
        avgMarginRate: null,
        marginSamples: 0,
      },
    ]);
    expect(
      data.byClient.map((r) => [r.client, r.needsOpened, r.needsSold, r.needsCanceled, r.fillRate]),
    ).toEqual([
      ['Acme', 2, 1, 1, 0.5],
      ['Globex', 1, 2, 0, 1],
      ['Initech', 1, 0, 0, 0],
    ]);
    expect(data.byClient[1]).toMatchObject({ avgDaysToSubmit: 2, avgDaysToPlace: 17 });
    expect(data.tjmDistribution.filter((b) => b.count > 0)).toEqual([
      { label: '500–599', min: 500, max: 600, count: 1 },
      { label: '600–699', min: 600, max: 700, count: 1 },
      { label: '800–999', min: 800, max: 1000, count: 1 },
    ]);
    expect(data.tjmDistribution).toHaveLength(8);

    // The Admin sees the same figures.
    expect((await figures(await t.createUser('Admin'))).totals.needsOpened).toBe(4);
    // A period with nothing in it: zeros and nulls, never an error.
    const empty = await figures(alice, 'from=2025-01-01&to=2025-01-31');
    expect(empty.totals).toMatchObject({ needsOpened: 0, needsSold: 0, fillRate: null });
    expect(empty.bySalesUser).toEqual([]);
    expect(empty.funnel[0]).toMatchObject({ count: 0, conversion: null });
  });

  it('narrows every figure by sales user, client, priority and category', async () => {
    const { alice, bob } = await fixture();
    const byOwner = await figures(alice, `${Q4}&owner=${bob.id}`);
    expect(byOwner.totals).toMatchObject({ needsOpened: 1, needsSold: 1, needsCanceled: 1 });
    expect(byOwner.decisions).toEqual([{ decision: 'NO_GO', reason: 'Too expensive', count: 1 }]);
    expect(byOwner.bySalesUser.map((r) => r.ownerName)).toEqual(['Bob Seller']);

    const globex = await figures(alice, `${Q4}&client=Globex`);
    expect(globex.totals).toMatchObject({ needsOpened: 1, needsSold: 2, avgMargin: 300 });
    expect(globex.funnel.map((s) => s.count)).toEqual([2, 1, 1, 1, 1]);

    const p1 = await figures(alice, `${Q4}&priority=P1`);
    expect(p1.totals).toMatchObject({ needsOpened: 2, needsSold: 2, fillRate: 1 });

    const tests = await figures(alice, `${Q4}&category=test`);
    expect(tests.totals).toMatchObject({ needsOpened: 1, needsSold: 0, needsCanceled: 1 });
    expect(tests.timeInColumn).toEqual([{ column: 'NO_CANDIDATE', avgDays: 10, stays: 1 }]);
  });

  it('reads what the needs API audits and defaults to the current quarter', async () => {
    const sales = await t.createUser('Sales');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: t.auth(sales),
      payload: { title: 'Go developer', client: 'Umbrella', tjm: 610, consultants: [sales.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${id}/column`,
      headers: t.auth(sales),
      payload: { column: 'SALE' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const data = await figures(sales, '');
    expect(data.totals).toMatchObject({
      needsOpened: 1,
      needsSold: 1,
      openedAndSold: 1,
      fillRate: 1,
    });
    expect(data.timeInColumn.map((c) => [c.column, c.stays])).toEqual([['NO_CANDIDATE', 1]]);
    expect(data.bySalesUser[0]).toMatchObject({ ownerId: sales.id, needsSold: 1 });
    expect(data.tjmDistribution.find((b) => b.count)?.label).toBe('600–699');
  });

  it('refuses the Recruiter and bad periods with clear messages', async () => {
    const recruiter = await t.createUser('Recruiter');
    const refused = await get(recruiter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You do not have permission to perform this action');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/analytics/sales-users.csv',
      headers: t.auth(recruiter),
    });
    expect(csv.statusCode).toBe(403);

    const sales = await t.createUser('Sales');
    const reversed = await get(sales, 'from=2026-12-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().detail).toBe('The start of the period must not be after its end');
    const badDay = await get(sales, 'from=2026-02-30');
    expect(badDay.statusCode).toBe(422);
    expect(badDay.json().detail).toBe('Dates must be calendar days (YYYY-MM-DD)');
    expect((await get(sales, 'owner=someone')).statusCode).toBe(422);
    expect((await get(sales, 'priority=P7')).statusCode).toBe(422);
  });

  it('downloads each table as CSV with the same figures', async () => {
    const { alice } = await fixture();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/sales-users.csv?${Q4}`,
      headers: t.auth(alice),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="analytics-sales-users-2026-10-01_2026-12-31.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'sales user id,sales user,needs opened,needs sold,needs canceled,opened and sold,fill rate,avg days to submit,avg days to place,avg margin (EUR/day),avg margin rate,sales with known cost',
    );
    expect(lines[1]).toBe(`${alice.id},Alice Seller,2,2,0,2,1,3,7,200,0.2857,1`);
    expect(lines).toHaveLength(4);

    const decisions = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/decisions.csv?${Q4}`,
      headers: t.auth(alice),
    });
    expect(
      decisions.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['decision,reason,count', 'NO_GO,Too expensive,2', 'GO,Strong fit,1']);
  });
});
