import { getProcessActionTarget, type TNeed } from '@staffing/domain';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { candidates, needCandidates } from '../../db/schema/index.ts';
import type { TLiveEvent } from '../realtime/event-bus.ts';
import { createNeedsService, NEED_STALE_UPDATE, type TColumnChangedHook } from './needs.service.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('needs API', () => {
  const t = useTestContext();

  async function createNeed(
    user: TTestUser,
    payload: Record<string, unknown> = {},
  ): Promise<TNeed> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: t.auth(user),
      payload: { title: 'Java developer', client: 'ACME', tjm: 500, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  const patch = (
    user: TTestUser,
    id: string,
    payload: unknown,
    url = `/api/v1/needs/${id}`,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...t.auth(user), ...headers },
      payload: payload as Record<string, unknown>,
    });
  const move = (user: TTestUser, id: string, column: string) =>
    patch(user, id, { column }, `/api/v1/needs/${id}/column`);
  const list = async (user: TTestUser, query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs?${query}`,
      headers: t.auth(user),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: TNeed[];
      total: number;
      page: number;
      size: number;
      pages: number;
    };
  };

  /** Records each event with what the database held when it arrived (so: after commit or not). */
  function recordEvents() {
    const seen: { event: TLiveEvent; row: Promise<{ version: number }[]> }[] = [];
    t.app.ctx.bus.subscribe((event) => {
      const row = t.database
        .query<{ version: number }>('SELECT version FROM needs WHERE id = $1', [event.entity_id])
        .then((r) => r.rows);
      seen.push({ event, row });
    });
    return seen;
  }

  async function linkCandidate(needId: string, name: string) {
    const [c] = await t.app.ctx.db.insert(candidates).values({ name }).returning();
    await t.app.ctx.db.insert(needCandidates).values({ needId, candidateId: c!.id });
    return c!.id;
  }

  it('creates a manual need with the defaults and reads it back', async () => {
    const sales = await t.createUser('Sales');
    const events = recordEvents();
    const need = await createNeed(sales, {
      description: '  ',
      category: 'developer',
      consultants: [sales.id],
      orderClients: [{ name: 'Alice', email: 'alice@acme.io' }, { name: 'Bob' }, { name: 'Alice' }],
      jd_required_skills: [' Java ', 'Java', ''],
    });
    expect(need).toMatchObject({
      title: 'Java developer',
      client: 'ACME',
      priority: 'P2',
      quantity: 1,
      description: null,
      column: 'NO_CANDIDATE',
      status: 'no-candidate',
      previousColumn: null,
      progressPct: 0,
      tjm: 500,
      consultants: [sales.id],
      candidates: [],
      candidateCount: 0,
      orderClients: ['Alice', 'Bob'],
      orderClientsEmail: ['alice@acme.io', ''],
      jdRequiredSkills: ['Java'],
      jdAnalysis: null,
      version: 1,
    });
    expect(new Date(need.createdAt).toISOString()).toBe(need.createdAt);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(sales),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(need);
    expect(res.headers.etag).toBe('"1"');

    expect(events.map((e) => e.event.event_type)).toEqual(['need_created']);
    expect(events[0]!.event).toMatchObject({ entity_id: need.id, payload: { need } });
    // Published after commit: the row was already visible to another reader.
    expect(await events[0]!.row).toEqual([{ version: 1 }]);
  });

  it('creates a duplicate with job-description and CRM fields in snake_case, keeping jd fields and object in sync', async () => {
    const sales = await t.createUser('Sales');
    const [cand] = await t.app.ctx.db
      .insert(candidates)
      .values({ name: 'Carried Over' })
      .returning();
    const need = await createNeed(sales, {
      candidates: [cand!.id, UNKNOWN_ID, 'not-an-id'],
      title: 'Copy of DevOps',
      priority: 'P1',
      quantity: '3',
      jd_analysis_status: 'READY',
      jd_analysis: {
        seniority: 'Senior',
        requiredskills: ['K8s'],
        soft_skills: ['Calm'],
        experienceyears: '5',
      },
      jd_location: 'Paris',
      opportunity_salesforce_url: 'https://x.lightning.force.com/o/1',
      opportunity_created_at: '2025-03-01T10:00:00.000Z',
    });
    expect(need).toMatchObject({
      priority: 'P1',
      quantity: 3,
      jdAnalysisStatus: 'READY',
      jdSeniority: 'Senior',
      jdRequiredSkills: ['K8s'],
      jdSoftSkills: ['Calm'],
      jdExperienceYears: 5,
      jdLocation: 'Paris',
      jdAnalysis: {
        seniority: 'Senior',
        requiredskills: ['K8s'],
        soft_skills: ['Calm'],
        location: 'Paris',
        experienceyears: 5,
      },
      opportunitySalesforceUrl: 'https://x.lightning.force.com/o/1',
      opportunityCreatedAt: '2025-03-01T10:00:00.000Z',
      // Existing candidates are linked; unknown ids are ignored.
      candidates: [cand!.id],
      candidateCount: 1,
    });
  });

  it('keeps the mission terms (start, duration, remote days) and their analysis keys in sync', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales, {
      jdStartDate: 'ASAP',
      jdDuration: '6 mois renouvelable',
      jdRemoteDays: '2',
    });
    expect(need).toMatchObject({
      jdStartDate: 'ASAP',
      jdDuration: '6 mois renouvelable',
      jdRemoteDays: 2,
    });
    const res = await patch(sales, need.id, { jdRemoteDays: 0, jdDuration: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ jdRemoteDays: 0, jdStartDate: 'ASAP' });
    const plain = await createNeed(sales);
    const analysed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${plain.id}/analysis`,
      headers: t.auth(sales),
      payload: { jdAnalysis: { startdate: '2027-03-01', duration: '12 mois', remotedays: 3 } },
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
    expect(analysed.json()).toMatchObject({
      jdStartDate: '2027-03-01',
      jdDuration: '12 mois',
      jdRemoteDays: 3,
      jdAnalysis: { startdate: '2027-03-01', duration: '12 mois', remotedays: 3 },
    });
  });

  it('refuses bad create input with the messages of the spec', async () => {
    const sales = await t.createUser('Sales');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, 'Title is required'],
      [{ title: '  ab ' }, 'Title must be at least 3 characters'],
      [{ client: '' }, 'Client is required'],
      [{ client: 'A' }, 'Client must be at least 2 characters'],
      [{ tjm: 0 }, 'TJM must be a positive number'],
      [{ tjm: 'abc' }, 'TJM must be a positive number'],
      [{ priority: 'P4' }, 'Priority must be P1, P2, or P3'],
      [{ quantity: 0 }, 'Quantity must be at least 1'],
      [{ description: 'x'.repeat(2001) }, 'Description must be less than 2000 characters'],
      [{ jd_experience_years: 51 }, 'Experience years must be between 0 and 50'],
      [{ jdRemoteDays: 8 }, 'Remote days must be a whole number between 0 and 7'],
      [{ jdRemoteDays: 2.5 }, 'Remote days must be a whole number between 0 and 7'],
      [{ jdStartDate: 'x'.repeat(101) }, 'Start date must be less than 100 characters'],
      [{ jdDuration: 'x'.repeat(101) }, 'Duration must be less than 100 characters'],
    ];
    for (const [override, detail] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/needs',
        headers: t.auth(sales),
        payload: { title: 'Java developer', client: 'ACME', tjm: 500, ...override },
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
  });

  it('lists with the page envelope, filters and sorts in SQL, and counts candidates', async () => {
    const sales = await t.createUser('Sales');
    const other = await t.createUser('Sales');
    const a = await createNeed(sales, {
      title: 'Alpha backend',
      client: 'Société Générale',
      priority: 'P3',
      consultants: [sales.id],
    });
    const b = await createNeed(sales, {
      title: 'beta 100% remote',
      client: 'ACME',
      priority: 'P1',
      consultants: [other.id, sales.id],
    });
    const c = await createNeed(sales, {
      title: 'Gamma QA',
      client: 'Globex',
      priority: 'P2',
      description: 'Needs JAVA skills',
      consultants: [other.id],
    });
    const sold = await createNeed(sales, { title: 'Delta sold', client: 'ACME', priority: 'P1' });
    const canceled = await createNeed(sales, {
      title: 'Epsilon canceled',
      client: 'Initech',
      priority: 'P2',
    });
    await move(sales, sold.id, 'SALE');
    await move(sales, canceled.id, 'CANCELED');
    await move(sales, c.id, 'CANDIDATE_SENT');
    await linkCandidate(b.id, 'Cand One');
    await linkCandidate(b.id, 'Cand Two');

    const page = await list(sales, '');
    expect(page).toMatchObject({ total: 3, page: 1, size: 100, pages: 1 });
    // Default: active needs by title ascending, case-insensitively.
    expect(page.items.map((n) => n.title)).toEqual([
      'Alpha backend',
      'beta 100% remote',
      'Gamma QA',
    ]);
    expect(page.items.find((n) => n.id === b.id)).toMatchObject({ candidateCount: 2 });
    expect(page.items.find((n) => n.id === b.id)!.candidates).toHaveLength(2);

    const paged = await list(sales, 'page=2&size=2');
    expect(paged).toMatchObject({ total: 3, page: 2, size: 2, pages: 2 });
    expect(paged.items.map((n) => n.id)).toEqual([c.id]);

    expect((await list(sales, 'sortBy=priority')).items.map((n) => n.priority)).toEqual([
      'P1',
      'P2',
      'P3',
    ]);
    expect(
      (await list(sales, 'sortBy=priority&sortOrder=desc')).items.map((n) => n.priority),
    ).toEqual(['P3', 'P2', 'P1']);
    expect((await list(sales, 'search=JAVA')).items.map((n) => n.id)).toEqual([c.id]);
    expect((await list(sales, 'search=g%C3%A9n%C3%A9rale')).items.map((n) => n.id)).toEqual([a.id]);
    // Accents and case are ignored both ways.
    expect((await list(sales, 'search=societe%20generale')).items.map((n) => n.id)).toEqual([a.id]);
    expect((await list(sales, 'search=SOCI%C3%89T%C3%89')).items.map((n) => n.id)).toEqual([a.id]);
    expect((await list(sales, 'search=gen%C3%AArale')).items.map((n) => n.id)).toEqual([a.id]);
    // A match never spans two fields.
    expect((await list(sales, 'search=backend%20soci')).items).toEqual([]);
    // LIKE wildcards are literal.
    expect((await list(sales, 'search=100%25')).items.map((n) => n.id)).toEqual([b.id]);
    expect((await list(sales, 'search=%25')).items.map((n) => n.id)).toEqual([b.id]);
    expect((await list(sales, 'search=_')).items).toEqual([]);
    expect((await list(sales, 'priorities=P1,P3')).items.map((n) => n.id)).toEqual([a.id, b.id]);
    expect((await list(sales, 'clients=ACME&clients=Globex')).items.map((n) => n.id)).toEqual([
      b.id,
      c.id,
    ]);
    expect((await list(sales, `consultant=${other.id}`)).items.map((n) => n.id)).toEqual([
      b.id,
      c.id,
    ]);
    expect((await list(sales, `consultant_id=${sales.id}`)).items.map((n) => n.id)).toEqual([
      a.id,
      b.id,
    ]);
    expect((await list(sales, 'statuses=candidate-sent')).items.map((n) => n.id)).toEqual([c.id]);
    expect((await list(sales, 'statuses=CANDIDATE_SENT,no-candidate')).total).toBe(3);
    // A status filter alone searches every column.
    expect((await list(sales, 'statuses=sold')).items.map((n) => n.id)).toEqual([sold.id]);

    const finished = await list(sales, 'scope=finished');
    // Finished needs default to the latest update first.
    expect(finished.items.map((n) => n.id)).toEqual([canceled.id, sold.id]);
    expect(finished.items.map((n) => n.status)).toEqual(['canceled', 'sold']);
    expect((await list(sales, 'scope=all')).total).toBe(5);
    expect((await list(sales, 'scope=finished&sortBy=title')).items.map((n) => n.id)).toEqual([
      sold.id,
      canceled.id,
    ]);
  });

  it('names the consultants (owner first) with their e-mails on the detail and the list, in one query per page', async () => {
    const owner = await t.createUser('Sales', {
      name: 'Sally Owner',
      email: 'sally.owner@example.com',
    });
    const second = await t.createUser('Sales', { name: 'Bob Second' });
    const need = await createNeed(owner, { consultants: [owner.id, second.id] });
    expect(need.consultantUsers).toEqual([
      { id: owner.id, name: 'Sally Owner', email: 'sally.owner@example.com' },
      { id: second.id, name: 'Bob Second', email: expect.any(String) },
    ]);
    const bare = await createNeed(owner, { title: 'Nobody assigned' });
    expect(bare.consultantUsers).toEqual([]);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(owner),
    });
    expect(detail.json<TNeed>().consultantUsers?.map((c) => c.name)).toEqual([
      'Sally Owner',
      'Bob Second',
    ]);
    const page = await list(owner, '');
    const listed = page.items.find((n) => n.id === need.id);
    expect(listed?.consultantUsers?.[0]?.name).toBe('Sally Owner');

    // The reply of an update names the consultants it now holds.
    const moved = await patch(owner, need.id, { consultants: [second.id] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TNeed>().consultantUsers?.map((c) => c.name)).toEqual(['Bob Second']);
  });

  it('refuses bad list parameters with 422', async () => {
    const sales = await t.createUser('Sales');
    const size = await t.app.inject({
      method: 'GET',
      url: '/api/v1/needs?size=0',
      headers: t.auth(sales),
    });
    expect(size.statusCode).toBe(422);
    expect(size.json().detail).toBe('size must be at least 1');
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/needs?statuses=nope',
      headers: t.auth(sales),
    });
    expect(status.statusCode).toBe(422);
    expect(status.json().detail).toBe('Invalid column: nope');
    const sort = await t.app.inject({
      method: 'GET',
      url: '/api/v1/needs?sortBy=password',
      headers: t.auth(sales),
    });
    expect(sort.statusCode).toBe(422);
    expect(sort.json().detail).toMatch(/^sortBy: /);
  });

  it('lists unique sorted non-blank clients', async () => {
    const sales = await t.createUser('Sales');
    await createNeed(sales, { client: 'Globex' });
    await createNeed(sales, { client: 'ACME' });
    await createNeed(sales, { client: 'ACME' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/needs/clients',
      headers: t.auth(sales),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['ACME', 'Globex']);
  });

  it('updates changed fields in camelCase or snake_case, bumps the version and publishes need_updated', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales, { orderClients: ['Alice'], orderClientsEmail: [''] });
    const events = recordEvents();
    const res = await patch(sales, need.id, {
      title: ' New title ',
      progress_pct: 30,
      order_clients_email: ['alice@acme.io'],
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as TNeed;
    expect(updated).toMatchObject({
      title: 'New title',
      progressPct: 30,
      orderClientsEmail: ['alice@acme.io'],
      version: 2,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(need.updatedAt));

    expect(events).toHaveLength(1);
    expect(events[0]!.event).toMatchObject({
      event_type: 'need_updated',
      entity_id: need.id,
      payload: {
        title: 'New title',
        progressPct: 30,
        orderClientsEmail: ['alice@acme.io'],
        version: 2,
        need: updated,
      },
    });
    expect(events[0]!.event.payload).not.toHaveProperty('client');
    expect(await events[0]!.row).toEqual([{ version: 2 }]);

    // A column change from the edit dialog: progress follows the stage, status comes with it.
    const col = await patch(sales, need.id, { column: 'CANDIDATE_INTERVIEW' });
    expect(col.json()).toMatchObject({
      column: 'CANDIDATE_INTERVIEW',
      status: 'candidate-interview',
      progressPct: 60,
      version: 3,
    });
    expect(events[1]!.event.payload).toMatchObject({
      column: 'CANDIDATE_INTERVIEW',
      status: 'candidate-interview',
      progressPct: 60,
    });
    // ...unless progress is set in the same request.
    const both = await patch(sales, need.id, { column: 'GO_NOGO', progressPct: 85 });
    expect(both.json()).toMatchObject({ column: 'GO_NOGO', progressPct: 85 });

    // Sending the same values changes nothing and publishes nothing.
    const same = await patch(sales, need.id, { title: 'New title' });
    expect(same.json().version).toBe(4);
    expect(events).toHaveLength(3);
  });

  it('answers PATCH errors with the details the edit dialog reads', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales);
    const cases: [unknown, string][] = [
      [{ title: '   ' }, 'Title cannot be empty'],
      [{ client: '' }, 'Client cannot be empty'],
      [{ title: null }, 'Title cannot be empty'],
      [{}, 'No valid updates provided'],
      [{ unknown: 1, version: 1 }, 'No valid updates provided'],
      [{ column: 'DONE' }, 'Invalid column selection'],
      [{ priority: 'P4' }, 'Priority must be P1, P2, or P3'],
      [{ progressPct: 101 }, 'Progress must be between 0-100'],
      [{ quantity: 0 }, 'Quantity must be at least 1'],
      [{ tjm: -1 }, 'TJM must be greater than or equal to 0'],
      [{ category: 'x'.repeat(101) }, 'Category must be less than 100 characters'],
      [{ title: 'x'.repeat(201) }, 'Title is required and must be between 1-200 characters'],
      [{ opportunity_created_at: 'not a date' }, 'opportunityCreatedAt: Invalid date'],
    ];
    for (const [payload, detail] of cases) {
      const res = await patch(sales, need.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(sales),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('No valid updates provided');
    expect((await patch(sales, UNKNOWN_ID, { title: 'Fine title' })).json()).toMatchObject({
      detail: 'Need not found',
    });
  });

  it('refuses a stale version with 409, from the body or If-Match', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales);
    expect((await patch(sales, need.id, { title: 'First edit', version: 1 })).statusCode).toBe(200);

    const stale = await patch(sales, need.id, { title: 'Second edit', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: NEED_STALE_UPDATE,
      code: 'STALE_UPDATE',
      currentVersion: 2,
    });

    const header = await patch(sales, need.id, { title: 'Second edit' }, undefined, {
      'if-match': '"1"',
    });
    expect(header.statusCode).toBe(409);
    const moveStale = await patch(
      sales,
      need.id,
      { column: 'SALE', version: 1 },
      `/api/v1/needs/${need.id}/column`,
    );
    expect(moveStale.statusCode).toBe(409);
    const ok = await patch(sales, need.id, { title: 'Second edit' }, undefined, {
      'if-match': 'W/"2"',
    });
    expect(ok.json()).toMatchObject({ title: 'Second edit', version: 3 });
    const bad = await patch(sales, need.id, { title: 'Third edit' }, undefined, {
      'if-match': 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      detail: 'If-Match must be the version of the need',
      code: 'VALIDATION',
    });
  });

  it('applies concurrent edits one after the other: none lost, one audit record each, chained', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales, { description: 'start' });
    const events = recordEvents();
    const writes = Array.from({ length: 8 }, (_, i) => `edit ${i}`);
    const replies = await Promise.all(
      writes.map((description) => patch(sales, need.id, { description })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(writes.map(() => 200));
    expect(new Set(replies.map((r) => (r.json() as TNeed).version))).toEqual(
      new Set(writes.map((_, i) => i + 2)),
    );

    const audit = await t.database.query<{
      changes: { description: { from: string; to: string } };
    }>(`SELECT changes FROM audit_log WHERE entity_id = $1 AND action = 'update' ORDER BY id`, [
      need.id,
    ]);
    // Each record starts from what the one before wrote: no write built on a stale read.
    const chain = audit.rows.map((r) => r.changes.description);
    expect(chain).toHaveLength(writes.length);
    expect(chain[0]!.from).toBe('start');
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.from).toBe(chain[i - 1]!.to);
    expect(new Set(chain.map((c) => c.to))).toEqual(new Set(writes));
    const last = chain[chain.length - 1]!.to;
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(sales),
    });
    expect(current.json()).toMatchObject({ description: last, version: writes.length + 1 });
    expect(events.filter((e) => e.event.event_type === 'need_updated')).toHaveLength(writes.length);
  });

  it('bounds lists and strings and accepts only existing Sales users as consultants', async () => {
    const sales = await t.createUser('Sales');
    const recruiter = await t.createUser('Recruiter');
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/needs',
        headers: t.auth(sales),
        payload: { title: 'Java developer', client: 'ACME', tjm: 500, ...payload },
      });
    const refused = async (
      res: { statusCode: number; json: () => { detail: string } },
      detail: string | RegExp,
    ) => {
      expect(res.statusCode).toBe(422);
      if (typeof detail === 'string') expect(res.json().detail).toBe(detail);
      else expect(res.json().detail).toMatch(detail);
    };
    const huge = Array.from({ length: 10_000 }, (_, i) => `skill ${i}`);
    await refused(
      await post({ jdRequiredSkills: huge }),
      'jdRequiredSkills must have at most 200 items',
    );
    await refused(
      await post({ jdDesiredSkills: ['x'.repeat(100_000)] }),
      'Each entry of jdDesiredSkills must be at most 500 characters',
    );
    await refused(await post({ consultants: ['not-a-user'] }), /Invalid consultant id: not-a-user/);
    await refused(
      await post({ consultants: [UNKNOWN_ID] }),
      `Unknown consultant: ${UNKNOWN_ID} is not a Sales user`,
    );
    await refused(
      await post({ consultants: [recruiter.id] }),
      `Unknown consultant: ${recruiter.id} is not a Sales user`,
    );

    const need = await createNeed(sales, { consultants: [sales.id] });
    await refused(
      await patch(sales, need.id, { consultants: [sales.id, recruiter.id] }),
      `Unknown consultant: ${recruiter.id} is not a Sales user`,
    );
    await refused(
      await patch(sales, need.id, { orderClients: ['n'.repeat(300)] }),
      'Order client name must be at most 200 characters',
    );
    const other = await t.createUser('Sales');
    const ok = await patch(sales, need.id, { consultants: [sales.id, other.id] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().consultants).toEqual([sales.id, other.id]);
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs?clients=${Array.from({ length: 101 }, (_, i) => `c${i}`).join(',')}`,
      headers: t.auth(sales),
    });
    await refused(query, 'clients must have at most 100 items');
  });

  it('Push, Freeze, back to Push, Disable Push returns to the last workflow column', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales);
    await move(sales, need.id, 'CANDIDATE_SENT');
    let current = (await move(sales, need.id, 'PUSH')).json() as TNeed;
    const act = async (action: Parameters<typeof getProcessActionTarget>[0]) => {
      const target = getProcessActionTarget(action, current)!;
      const res = await move(sales, need.id, target.column);
      expect(res.statusCode, res.body).toBe(200);
      current = res.json() as TNeed;
      return current;
    };
    expect(await act('freeze')).toMatchObject({
      column: 'FROZEN',
      previousColumn: 'CANDIDATE_SENT',
    });
    // A board move from FROZEN back to PUSH never makes FROZEN the place to return to.
    const res = await move(sales, need.id, 'PUSH');
    current = res.json() as TNeed;
    expect(current).toMatchObject({ column: 'PUSH', previousColumn: 'CANDIDATE_SENT' });
    expect(await act('disablePush')).toMatchObject({
      column: 'CANDIDATE_SENT',
      previousColumn: null,
    });
    // And Push, Freeze, Unfreeze goes straight back to the workflow column.
    await act('push');
    await act('freeze');
    expect(await act('unfreeze')).toMatchObject({ column: 'CANDIDATE_SENT', previousColumn: null });
  });

  it('freeze remembers the column and unfreeze returns to it; push likewise; soft delete is a move', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales);
    const sent = (await move(sales, need.id, 'CANDIDATE_SENT')).json() as TNeed;
    expect(sent).toMatchObject({
      column: 'CANDIDATE_SENT',
      status: 'candidate-sent',
      progressPct: 40,
      previousColumn: null,
    });

    const frozen = (await move(sales, need.id, 'FROZEN')).json() as TNeed;
    expect(frozen).toMatchObject({
      column: 'FROZEN',
      status: 'frozen',
      previousColumn: 'CANDIDATE_SENT',
      progressPct: 40,
    });
    const back = getProcessActionTarget('unfreeze', frozen)!;
    const unfrozen = (await move(sales, need.id, back.column)).json() as TNeed;
    expect(unfrozen).toMatchObject({ column: 'CANDIDATE_SENT', previousColumn: null });

    const pushed = (await move(sales, need.id, 'PUSH')).json() as TNeed;
    expect(pushed.previousColumn).toBe('CANDIDATE_SENT');
    // Freezing a pushed need still remembers the workflow column it came from before parking.
    const refrozen = (await move(sales, need.id, 'FROZEN')).json() as TNeed;
    expect(refrozen).toMatchObject({ column: 'FROZEN', previousColumn: 'CANDIDATE_SENT' });
    expect(getProcessActionTarget('unfreeze', refrozen)!.column).toBe('CANDIDATE_SENT');

    const deleted = (await move(sales, need.id, 'DELETED')).json() as TNeed;
    expect(deleted).toMatchObject({ column: 'DELETED', status: 'deleted', previousColumn: null });
    expect((await list(sales, 'scope=finished')).items.map((n) => n.id)).toEqual([need.id]);

    const invalid = await move(sales, need.id, 'nowhere');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('Invalid column');
  });

  it('calls the column hook after commit and never undoes a move when it fails', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales);
    const calls: unknown[] = [];
    const hook: TColumnChangedHook = async (args) => {
      const rows = await t.database.query<{ column: string }>(
        'SELECT "column" FROM needs WHERE id = $1',
        [args.needId],
      );
      calls.push({ ...args, actor: args.actor.id, committedColumn: rows.rows[0]?.column });
      throw new Error('propagation broke');
    };
    const errors: unknown[] = [];
    const service = createNeedsService({
      db: t.app.ctx.db,
      bus: t.app.ctx.bus,
      onColumnChanged: hook,
      log: { error: (o: unknown) => errors.push(o) } as never,
    });
    const actor = { id: sales.id, role: sales.role, name: sales.name, email: sales.email };

    const moved = await service.move(actor, need.id, { column: 'CANDIDATE_IDENTIFIED' });
    expect(moved.column).toBe('CANDIDATE_IDENTIFIED');
    expect(calls).toEqual([
      {
        needId: need.id,
        from: 'NO_CANDIDATE',
        to: 'CANDIDATE_IDENTIFIED',
        actor: sales.id,
        committedColumn: 'CANDIDATE_IDENTIFIED',
      },
    ]);
    expect(errors).toHaveLength(1);

    await service.update(actor, need.id, { column: 'GO_NOGO' });
    await service.update(actor, need.id, { title: 'No column change' });
    expect(calls.map((c) => (c as { to: string }).to)).toEqual(['CANDIDATE_IDENTIFIED', 'GO_NOGO']);
    expect((await service.get(actor, need.id)).column).toBe('GO_NOGO');
  });

  it('updates the job-description analysis, keeping the object and the flattened fields in sync', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales);
    const events = recordEvents();
    const url = `/api/v1/needs/${need.id}/analysis`;
    const first = await patch(
      sales,
      need.id,
      {
        jd_analysis_status: 'COMPLETED',
        jd_analysis: {
          seniority: 'Junior',
          required_skills: ['TypeScript'],
          projectname: 'Apollo',
          experienceyears: 2,
          custom: 'kept',
        },
      },
      url,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      jdAnalysisStatus: 'COMPLETED',
      jdSeniority: 'Junior',
      jdRequiredSkills: ['TypeScript'],
      jdProjectName: 'Apollo',
      jdExperienceYears: 2,
      jdAnalysis: {
        seniority: 'Junior',
        requiredskills: ['TypeScript'],
        projectname: 'Apollo',
        experienceyears: 2,
        custom: 'kept',
      },
    });

    const second = await patch(
      sales,
      need.id,
      { jdSeniority: 'Senior', jd_desired_skills: ['Go'] },
      url,
    );
    expect(second.json()).toMatchObject({
      jdSeniority: 'Senior',
      jdDesiredSkills: ['Go'],
      jdAnalysis: {
        seniority: 'Senior',
        desiredskills: ['Go'],
        requiredskills: ['TypeScript'],
        custom: 'kept',
      },
    });
    // The need's own PATCH keeps them in sync too.
    const third = await patch(sales, need.id, { jd_team: 'Platform' });
    expect(third.json().jdAnalysis).toMatchObject({ team: 'Platform', seniority: 'Senior' });

    expect(events.map((e) => e.event.event_type)).toEqual([
      'need_updated',
      'need_updated',
      'need_updated',
    ]);
    expect(events[0]!.event.payload).toMatchObject({
      jdAnalysisStatus: 'COMPLETED',
      jdSeniority: 'Junior',
    });

    const bad = await patch(sales, need.id, { jd_analysis_status: 'DONE' }, url);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/^jdAnalysisStatus: /);
    const none = await patch(sales, need.id, {}, url);
    expect(none.json().detail).toBe('No valid updates provided');
  });

  it('hard delete is for Admins only and publishes need_deleted', async () => {
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales);
    await linkCandidate(need.id, 'Linked Cand');

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(sales),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Admin privileges required for permanent deletion');

    const events = recordEvents();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(admin),
    });
    expect(del.statusCode).toBe(204);
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toMatchObject({
      event_type: 'need_deleted',
      entity_id: need.id,
      payload: { id: need.id },
    });
    expect(await events[0]!.row).toEqual([]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(admin),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Need not found');
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(admin),
    });
    expect(get.statusCode).toBe(404);
  });

  it('lets a Recruiter read needs and refuses every mutation with 403', async () => {
    const sales = await t.createUser('Sales');
    const recruiter = await t.createUser('Recruiter');
    const need = await createNeed(sales);
    expect((await list(recruiter, '')).total).toBe(1);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(recruiter),
    });
    expect(read.statusCode).toBe(200);

    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/v1/needs',
        payload: { title: 'Valid title', client: 'ACME', tjm: 100 },
      },
      { method: 'POST' as const, url: '/api/v1/needs', payload: { title: '' } },
      { method: 'PATCH' as const, url: `/api/v1/needs/${need.id}`, payload: { title: 'Changed' } },
      {
        method: 'PATCH' as const,
        url: `/api/v1/needs/${need.id}/column`,
        payload: { column: 'SALE' },
      },
      {
        method: 'PATCH' as const,
        url: `/api/v1/needs/${need.id}/analysis`,
        payload: { jdSeniority: 'Senior' },
      },
      { method: 'DELETE' as const, url: `/api/v1/needs/${need.id}`, payload: undefined },
    ];
    for (const a of attempts) {
      const res = await t.app.inject({ ...a, headers: t.auth(recruiter) });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(403);
      expect(res.json().detail).toMatch(/permission to modify needs|Admin privileges required/);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(recruiter),
    });
    expect(after.json()).toEqual(read.json());
  });

  it('never answers 500 to bad input', async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales);
    for (const url of [
      '/api/v1/needs/not-a-uuid',
      '/api/v1/needs/123',
      `/api/v1/needs/${need.id}x`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.auth(sales) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe('Need not found');
    }
    const badMove = await patch(sales, 'nope', { column: 'SALE' }, '/api/v1/needs/nope/column');
    expect(badMove.statusCode).toBe(404);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: { ...t.auth(sales), 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(notJson.statusCode).toBe(400);
    // Found by the fuzz suite: a year PostgreSQL cannot store was a 500.
    const farDate = await patch(sales, need.id, {
      opportunityCreatedAt: '-008693-07-04T15:21:25Z',
    });
    expect(farDate.statusCode).toBe(422);
    expect(farDate.json().detail).toBe('opportunityCreatedAt: Invalid date');
    const wrongType = await patch(sales, need.id, { quantity: 'many' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().detail).toBe('Quantity must be at least 1');
    const wrongList = await patch(sales, need.id, { orderClients: 'Alice' });
    expect(wrongList.statusCode).toBe(422);
    expect(wrongList.json().detail).toMatch(/^orderClients: /);
    const wrongMove = await patch(
      sales,
      need.id,
      { column: 42 },
      `/api/v1/needs/${need.id}/column`,
    );
    expect(wrongMove.statusCode).toBe(422);
    const unauth = await t.app.inject({ method: 'GET', url: '/api/v1/needs' });
    expect(unauth.statusCode).toBe(401);
  });
});
