import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { auditLog, candidates, steps } from '../../db/schema/index.ts';
import { candidateTestKit } from './candidates.test-helpers.ts';

const DETACH_403 =
  'You need admin privileges to remove candidates from needs. Please contact an administrator.';

describe('candidates', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);

  it('accepts a phone typed the French way and keeps it as E.164', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need.id}/candidates`,
      headers: t.auth(sales),
      payload: { name: 'Paul Martin', email: 'paul@example.com', phone: '06 12 34 56 78' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('+33612345678');
    const [row] = await t.app.ctx.db
      .select({ phone: candidates.phone })
      .from(candidates)
      .where(eq(candidates.id, res.json().id));
    expect(row?.phone).toBe('+33612345678');
  });

  it('creates a candidate for a need with its CANDIDATE_IDENTIFIED step in the same transaction', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const events = kit.captureEvents();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need.id}/candidates`,
      headers: t.auth(sales),
      payload: {
        name: 'Jean Dupont',
        email: 'Jean@Example.com',
        phone: '+33 6 12 34 56 78',
        skills: ['Java', 'SQL'],
        expected_tjm: '550',
        salesforce_id: ' SF1 ',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      merged: false,
      name: 'Jean Dupont',
      email: 'Jean@Example.com',
      skills: ['Java', 'SQL'],
      expectedTjm: 550,
      salesforceId: 'SF1',
      cvUrl: 'manual-entry-no-cv',
      needId: need.id,
      status: 'ACTIVE',
      version: 1,
      needs: [
        {
          needId: need.id,
          title: 'Java developer',
          client: 'Acme',
          priority: 'P2',
          column: 'NO_CANDIDATE',
          status: 'ACTIVE',
        },
      ],
    });
    const stepRows = await t.app.ctx.db.select().from(steps).where(eq(steps.candidateId, body.id));
    expect(stepRows).toHaveLength(1);
    expect(stepRows[0]).toMatchObject({
      type: 'CANDIDATE_IDENTIFIED',
      comment: 'Candidate created and identified for this need',
      needId: need.id,
    });
    const audits = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(audits.map((a) => a.action)).toEqual(['create']);

    expect(events.map((e) => e.event_type)).toEqual(['candidate_created', 'step_created']);
    expect(events[0]!.payload).toMatchObject({ need_id: need.id, candidate: { id: body.id } });
    expect(events[1]!.payload).toMatchObject({
      need_id: need.id,
      candidate_id: body.id,
      step: { type: 'CANDIDATE_IDENTIFIED' },
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}/candidates`,
      headers: t.auth(sales),
    });
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([body.id]);
  });

  it('merges an existing e-mail (any case): 200, merged, new non-empty fields kept, linked, identified', async () => {
    const sales = await t.createUser('Sales');
    const first = await kit.createNeed({ title: 'First' });
    const second = await kit.createNeed({ title: 'Second', client: 'Globex' });
    const original = await kit.addCandidate(sales, first.id, {
      name: 'Ann Smith',
      email: 'ann@example.com',
      skills: ['Java'],
      cvUrl: 'https://cv.example.com/ann.pdf',
    });
    const events = kit.captureEvents();

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${second.id}/candidates`,
      headers: t.auth(sales),
      payload: {
        name: 'Ann Smith',
        email: 'ANN@Example.COM',
        phone: '+33612345678',
        skills: ['Kotlin', 'Java'],
        expectedTjm: 600,
      },
    });
    expect(res.statusCode).toBe(200);
    const merged = res.json();
    expect(merged).toMatchObject({
      merged: true,
      id: original.id,
      email: 'ann@example.com',
      phone: '+33612345678',
      expectedTjm: 600,
      skills: ['Java', 'Kotlin'],
      cvUrl: 'https://cv.example.com/ann.pdf',
      version: 2,
    });
    expect(merged.needs.map((n: { needId: string }) => n.needId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const stepRows = await t.app.ctx.db.select().from(steps).where(eq(steps.needId, second.id));
    expect(stepRows.map((s) => [s.candidateId, s.type])).toEqual([
      [original.id, 'CANDIDATE_IDENTIFIED'],
    ]);
    expect(events.map((e) => [e.event_type, e.payload.action])).toEqual([
      ['candidate_updated', 'MERGED'],
      ['step_created', undefined],
    ]);
    const count = await t.app.ctx.db.select().from(candidates);
    expect(count).toHaveLength(1);

    // Posting again to the same need merges without a second identified step.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${second.id}/candidates`,
      headers: t.auth(sales),
      payload: { name: 'Ann Smith', email: 'ann@example.com' },
    });
    expect(again.statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(steps).where(eq(steps.needId, second.id))).toHaveLength(
      1,
    );
  });

  it('bounds the skills list and the CV analysis object', async () => {
    const sales = await t.createUser('Sales');
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/candidates',
        headers: t.auth(sales),
        payload: { name: 'Bea Bounded', email: 'bea@example.com', ...payload },
      });
    const many = await post({ skills: Array.from({ length: 10_000 }, (_, i) => `s${i}`) });
    expect(many.statusCode).toBe(422);
    expect(many.json().detail).toBe('skills must have at most 200 items');
    const long = await post({ skills: ['x'.repeat(600_000)] });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('Each entry of skills must be at most 500 characters');
    const ok = await post({ skills: ['Java', 'SQL'] });
    expect(ok.statusCode, ok.body).toBe(201);
    const analysis = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${ok.json().id}/analysis`,
      headers: t.auth(sales),
      payload: { cvAnalysis: { summary: 'y'.repeat(300_000) } },
    });
    expect(analysis.statusCode).toBe(422);
    expect(analysis.json().detail).toMatch(/^cvAnalysis is too large/);
  });

  it('validates the candidate form with the spec messages', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@example.com' }, 'Name is required'],
      [{ name: 'A', email: 'a@example.com' }, 'Name must be at least 2 characters'],
      [{ name: 'Abe' }, 'Email is required'],
      [{ name: 'Abe', email: 'nope' }, 'Please enter a valid email address'],
      [{ name: 'Abe', email: 'a@example.com', phone: '0abc' }, 'Please enter a valid phone number'],
    ];
    for (const [payload, detail] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/needs/${need.id}/candidates`,
        headers: t.auth(sales),
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs/00000000-0000-4000-8000-000000000000/candidates',
      headers: t.auth(sales),
      payload: { name: 'Abe', email: 'abe@example.com' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Need not found');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/needs/00000000-0000-4000-8000-000000000000/candidates',
      headers: t.auth(sales),
    });
    expect(list.statusCode).toBe(404);
    expect(list.json().detail).toBe('Need not found');
  });

  it('links an existing candidate with an identified step once, and only admins detach', async () => {
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    const needA = await kit.createNeed();
    const needB = await kit.createNeed({
      title: 'Other',
      column: 'CANDIDATE_SENT',
      progressPct: 40,
    });
    const cand = await kit.addCandidate(sales, needA.id, {
      name: 'Bob Martin',
      email: 'bob@example.com',
    });

    const link = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${needB.id}/candidates/${cand.id}`,
      headers: t.auth(sales),
    });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({ id: cand.id, needId: needB.id });
    const relink = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${needB.id}/candidates/${cand.id}`,
      headers: t.auth(sales),
    });
    expect(relink.statusCode).toBe(200);
    const pairSteps = await t.app.ctx.db.select().from(steps).where(eq(steps.needId, needB.id));
    expect(pairSteps.map((s) => s.type)).toEqual(['CANDIDATE_IDENTIFIED']);

    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/needs/${needB.id}/candidates/${cand.id}`,
      headers: t.auth(sales),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(DETACH_403);

    const events = kit.captureEvents();
    const detach = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/needs/${needB.id}/candidates/${cand.id}`,
      headers: t.auth(admin),
    });
    expect(detach.statusCode).toBe(204);
    expect(events.map((e) => e.event_type)).toEqual(['candidate_updated', 'need_updated']);
    expect(events[0]!.payload).toMatchObject({
      action: 'DETACHED',
      need_id: needB.id,
      candidate: { id: cand.id },
    });
    expect(events[1]).toMatchObject({
      entity_id: needB.id,
      payload: {
        action: 'CANDIDATE_DETACHED',
        candidate_id: cand.id,
        column: 'CANDIDATE_SENT',
        progressPct: 40,
      },
    });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/needs/${needB.id}/candidates/${cand.id}`,
      headers: t.auth(admin),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Candidate is not associated with this need.');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${needB.id}/candidates/00000000-0000-4000-8000-000000000000`,
      headers: t.auth(sales),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the candidates of many needs in a constant number of queries, skipping invalid ids', async () => {
    const sales = await t.createUser('Sales');
    const needIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const need = await kit.createNeed({ title: `Need ${i}` });
      needIds.push(need.id);
      for (let j = 0; j <= i; j++)
        await kit.addCandidate(sales, need.id, {
          name: `Cand ${i}-${j}`,
          email: `c${i}-${j}@example.com`,
        });
    }
    // Statements sent to the database per request: the same for one need as for four.
    const countSelects = async (ids: string[]) => {
      // The writes' webhook hooks run after their replies: none may query during the count.
      await t.app.ctx.publishHooksSettled();
      const { pglite, pool } = t.app.ctx.database;
      const spy = pglite ? vi.spyOn(pglite, 'query') : vi.spyOn(pool!, 'query');
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/candidates/bulk?need_ids=${ids.join(',')},not-an-id,...`,
        headers: t.auth(sales),
      });
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      return { res, calls };
    };
    const one = await countSelects(needIds.slice(0, 1));
    const { res, calls: queries } = await countSelects(needIds);
    expect(res.statusCode).toBe(200);
    const map = res.json();
    expect(Object.keys(map).sort()).toEqual([...needIds].sort());
    needIds.forEach((id, i) => {
      expect(map[id]).toHaveLength(i + 1);
      expect(map[id][0]).toMatchObject({
        needId: id,
        status: 'ACTIVE',
        latestStep: { type: 'CANDIDATE_IDENTIFIED', needId: id },
      });
    });
    expect(queries).toBe(one.calls);
    // At most the auth lookup, the candidates with their latest step (one statement), the needs
    // of those candidates and their GO_NOGO steps (a NO_GO decision puts a candidate under
    // Rejected).
    expect(queries).toBeGreaterThanOrEqual(3);
    expect(queries).toBeLessThanOrEqual(4);

    const camel = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/bulk?needIds=${needIds[0]}`,
      headers: t.auth(sales),
    });
    expect(Object.keys(camel.json())).toEqual([needIds[0]]);
  });

  it('lists candidates of a need with their latest step and stage', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const a = await kit.addCandidate(sales, need.id, {
      name: 'Alpha One',
      email: 'alpha@example.com',
    });
    const b = await kit.addCandidate(sales, need.id, {
      name: 'Beta Two',
      email: 'beta@example.com',
    });
    const sent = await kit.addStep(sales, need.id, b.id, {
      type: 'CANDIDATE_SENT',
      comment: 'sent',
      detail: { client_name: 'Client', client_email: 'client@example.com' },
    });
    expect(sent.statusCode).toBe(201);
    const frozen = await kit.addStep(sales, need.id, b.id, {
      type: 'FROZEN',
      date: new Date(Date.now() + 1000).toISOString(),
    });
    expect(frozen.statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/by-need/${need.id}/with-status`,
      headers: t.auth(sales),
    });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().map((c: { id: string }) => [c.id, c]));
    expect(byId[a.id]).toMatchObject({
      stage: 'CANDIDATE_IDENTIFIED',
      stageProgress: 20,
      latestStep: { type: 'CANDIDATE_IDENTIFIED', detail: null },
    });
    expect(byId[b.id]).toMatchObject({
      stage: 'CANDIDATE_SENT',
      stageProgress: 40,
      latestStep: { type: 'FROZEN', status: 'COMPLETED' },
    });

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidates/by-need/00000000-0000-4000-8000-000000000000/with-status',
      headers: t.auth(sales),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages, searches, filters and sorts the candidates list in SQL', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const db = t.app.ctx.db;
    const base = Date.parse('2024-01-01T00:00:00Z');
    const rows = await db
      .insert(candidates)
      .values([
        {
          name: 'Alice Java',
          email: 'alice@example.com',
          skills: ['Java'],
          cvAnalysisStatus: 'READY',
          cvAvailability: 'Immediate',
          updatedAt: new Date(base + 1000),
        },
        {
          name: 'Bruno',
          email: 'bruno@example.com',
          skills: ['Python'],
          cvRole: 'Data engineer',
          cvAvailability: 'Non spécifié',
          updatedAt: new Date(base + 3000),
        },
        {
          name: 'Chloé Dupré',
          email: 'chloe@example.com',
          skills: ['React', 'Sécurité'],
          cvTrigramme: 'CLO',
          cvAnalysisStatus: 'PENDING',
          updatedAt: new Date(base + 2000),
        },
      ])
      .returning();
    const [alice, bruno, chloe] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need.id}/candidates/${alice.id}`,
      headers: t.auth(sales),
    });

    const get = async (qs: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/candidates${qs}`,
        headers: t.auth(sales),
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const ids = (page: { items: { id: string }[] }) => page.items.map((c) => c.id);

    const all = await get('');
    expect(all).toMatchObject({ total: 3, page: 1, size: 20, pages: 1 });
    expect(ids(all)).toEqual([bruno.id, chloe.id, alice.id]);
    expect(all.items[2].needs).toEqual([
      expect.objectContaining({
        needId: need.id,
        title: 'Java developer',
        client: 'Acme',
        priority: 'P2',
      }),
    ]);

    expect(ids(await get('?search=JAVA'))).toEqual([alice.id]);
    expect(ids(await get('?search=python'))).toEqual([bruno.id]);
    expect(ids(await get('?search=data eng'))).toEqual([bruno.id]);
    expect(ids(await get('?search=clo'))).toEqual([chloe.id]);
    // Accents and case are ignored both ways, in every field searched.
    expect(ids(await get('?search=chloe%20dupre'))).toEqual([chloe.id]);
    expect(ids(await get('?search=DUPR%C3%89'))).toEqual([chloe.id]);
    expect(ids(await get('?search=securite'))).toEqual([chloe.id]);
    expect(ids(await get('?search=D%C3%A9veloppeur'))).toEqual([]);
    expect(ids(await get('?search=bruno@'))).toEqual([bruno.id]);
    expect(ids(await get('?status=with-needs'))).toEqual([alice.id]);
    expect(ids(await get('?status=without-needs'))).toEqual([bruno.id, chloe.id]);
    expect(ids(await get('?cvAnalysis=analyzed'))).toEqual([alice.id]);
    expect(ids(await get('?cv_analysis=not-analyzed'))).toEqual([bruno.id, chloe.id]);
    expect(ids(await get('?availability=available'))).toEqual([alice.id]);
    expect(ids(await get('?availability=not-specified'))).toEqual([bruno.id, chloe.id]);
    expect(ids(await get('?sortBy=name&sortOrder=asc'))).toEqual([alice.id, bruno.id, chloe.id]);
    const page2 = await get('?size=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, size: 2, pages: 2 });
    expect(ids(page2)).toEqual([alice.id]);

    const picker = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidates/all?search=chloe',
      headers: t.auth(sales),
    });
    expect(picker.json().map((c: { id: string }) => c.id)).toEqual([chloe.id]);
    const everyone = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidates/all',
      headers: t.auth(sales),
    });
    expect(everyone.json()).toHaveLength(3);
  });

  it('counts each filter once and again after a write that may change it', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const total = async (qs: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/candidates${qs}`,
        headers: t.auth(sales),
      });
      return res.json().total as number;
    };
    const create = async (name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/candidates',
        headers: t.auth(sales),
        payload: { name, email: `${name.toLowerCase()}@example.com` },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const ada = await create('Ada');
    expect(await total('')).toBe(1);
    expect(await total('?status=with-needs')).toBe(0);
    expect(await total('?status=without-needs')).toBe(1);
    await create('Bob');
    expect(await total('')).toBe(2);
    expect(await total('?status=without-needs')).toBe(2);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need.id}/candidates/${ada}`,
      headers: t.auth(sales),
    });
    expect(await total('?status=with-needs')).toBe(1);
    expect(await total('?status=without-needs')).toBe(1);
  });

  it('reads, updates with optimistic concurrency, and lets only admins delete', async () => {
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const cand = await kit.addCandidate(sales, need.id, {
      name: 'Carl Stone',
      email: 'carl@example.com',
    });
    await kit.addCandidate(sales, need.id, { name: 'Dana Lee', email: 'dana@example.com' });
    const url = `/api/v1/candidates/${cand.id}`;

    const got = await t.app.inject({ method: 'GET', url, headers: t.auth(sales) });
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe('"1"');
    expect(got.json()).toMatchObject({ id: cand.id, needs: [{ needId: need.id }] });

    const patched = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: {
        name: 'Carl Stone Jr',
        cv_trigramme: 'CSJ',
        cvHardSkillsJson: '["Go"]',
        cv1stExperienceTitle: 'Lead',
        phone: '',
        version: 1,
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Carl Stone Jr',
      cvTrigramme: 'CSJ',
      cvHardSkillsJson: '["Go"]',
      cv1stExperienceTitle: 'Lead',
      version: 2,
    });

    const stale = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: { name: 'Late', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_UPDATE',
      detail: 'This candidate was changed by someone else. Reload it to see the latest version.',
    });
    const staleHeader = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...t.auth(sales), 'if-match': '"1"' },
      payload: { name: 'Late' },
    });
    expect(staleHeader.statusCode).toBe(409);
    expect(staleHeader.json().code).toBe('STALE_UPDATE');
    // A malformed If-Match is refused as on needs, never silently ignored.
    const garbage = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...t.auth(sales), 'if-match': 'yesterday' },
      payload: { name: 'Late' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({
      detail: 'If-Match must be the version of the candidate',
      code: 'VALIDATION',
    });
    const fresh = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...t.auth(sales), 'if-match': '"2"' },
      payload: { name: 'Carl S' },
    });
    expect(fresh.statusCode).toBe(200);

    const taken = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: { email: 'DANA@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('A candidate with this email already exists');
    const badEmail = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: { email: 'bad' },
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().detail).toBe('Please enter a valid email address');

    const salesDelete = await t.app.inject({ method: 'DELETE', url, headers: t.auth(sales) });
    expect(salesDelete.statusCode).toBe(403);
    const events = kit.captureEvents();
    const del = await t.app.inject({ method: 'DELETE', url, headers: t.auth(admin) });
    expect(del.statusCode).toBe(204);
    expect(events[0]).toMatchObject({
      event_type: 'candidate_updated',
      payload: { action: 'DELETED', need_id: need.id },
    });
    const gone = await t.app.inject({ method: 'GET', url, headers: t.auth(admin) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Candidate not found');
  });

  it('stores a CV analysis and keeps the JSON-text list fields in sync', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const cand = await kit.addCandidate(sales, need.id, {
      name: 'Eve Adams',
      email: 'eve@example.com',
    });
    const analysis = {
      role: 'Backend developer',
      experienceyears: '7',
      trigramme: 'EAD',
      city: 'Lyon',
      availability: 'ASAP',
      hardskills: ['Node.js', 'PostgreSQL'],
      softskills: ['Teamwork'],
      keystrengths: ['APIs'],
      languages: ['French', 'English'],
      missingskills: ['Kubernetes'],
      experience1: {
        title: 'Senior dev',
        company: 'Initech',
        startDate: '2020',
        endDate: 'Present',
        location: 'Lyon',
        responsibilities: ['Design', 'Review'],
      },
    };
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${cand.id}/analysis`,
      headers: t.auth(sales),
      payload: { cv_analysis: analysis },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cvAnalysisStatus: 'READY',
      cvAnalysis: analysis,
      cvRole: 'Backend developer',
      cvTrigramme: 'EAD',
      cvHardSkillsJson: '["Node.js","PostgreSQL"]',
      cvSoftSkillsJson: '["Teamwork"]',
      cvKeyStrengthsJson: '["APIs"]',
      cvLanguagesJson: '["French","English"]',
      cvMissingSkillsJson: '["Kubernetes"]',
      cv1stExperienceTitle: 'Senior dev',
      cv1stExperienceResponsibilitiesJson: '["Design","Review"]',
      skills: ['Node.js', 'PostgreSQL'],
    });
    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${cand.id}/analysis`,
      headers: t.auth(sales),
      payload: { cvAnalysisStatus: 'ERROR' },
    });
    expect(status.json()).toMatchObject({ cvAnalysisStatus: 'ERROR', cvRole: 'Backend developer' });
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${cand.id}/analysis`,
      headers: t.auth(sales),
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
  });

  it('creates a candidate without a need and merges by e-mail there too', async () => {
    const sales = await t.createUser('Sales');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidates',
      headers: t.auth(sales),
      payload: { name: 'Finn Gray', email: 'finn@example.com' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ merged: false, needs: [] });
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidates',
      headers: t.auth(sales),
      payload: { name: 'Finn Gray', email: 'FINN@example.com', cvRole: 'QA' },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ merged: true, id: created.json().id, cvRole: 'QA' });
  });

  it('keeps Recruiters read-only on every candidate and link mutation', async () => {
    const sales = await t.createUser('Sales');
    const recruiter = await t.createUser('Recruiter');
    const need = await kit.createNeed();
    const cand = await kit.addCandidate(sales, need.id, {
      name: 'Gina Hale',
      email: 'gina@example.com',
    });
    const headers = t.auth(recruiter);
    const calls: {
      method: 'POST' | 'PATCH' | 'DELETE';
      url: string;
      payload?: Record<string, unknown>;
    }[] = [
      {
        method: 'POST',
        url: '/api/v1/candidates',
        payload: { name: 'New One', email: 'new@example.com' },
      },
      {
        method: 'POST',
        url: `/api/v1/needs/${need.id}/candidates`,
        payload: { name: 'New One', email: 'new@example.com' },
      },
      { method: 'POST', url: `/api/v1/needs/${need.id}/candidates/${cand.id}` },
      { method: 'DELETE', url: `/api/v1/needs/${need.id}/candidates/${cand.id}` },
      { method: 'PATCH', url: `/api/v1/candidates/${cand.id}`, payload: { name: 'Changed' } },
      {
        method: 'PATCH',
        url: `/api/v1/candidates/${cand.id}/analysis`,
        payload: { cvAnalysisStatus: 'READY' },
      },
      { method: 'DELETE', url: `/api/v1/candidates/${cand.id}` },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    for (const url of [
      `/api/v1/candidates`,
      `/api/v1/candidates/${cand.id}`,
      `/api/v1/needs/${need.id}/candidates`,
      `/api/v1/candidates/by-need/${need.id}/with-status`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
    }
    const unchanged = await t.app.ctx.db.select().from(candidates);
    expect(unchanged.map((c) => c.name)).toEqual(['Gina Hale']);
  });
});
