import {
  HISTORY_KINDS,
  historyKindOf,
  type THistoryEntry,
  type THistoryPage,
} from '@staffing/domain';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { writeAudit } from '../../lib/audit.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('history API', () => {
  const t = useTestContext();

  async function call(
    user: TTestUser,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
  ) {
    const res = await t.app.inject({ method, url, headers: t.auth(user), payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }
  const history = (user: TTestUser, url: string): Promise<THistoryPage> => call(user, 'GET', url);

  /** A need edited (TJM) and moved, with a candidate and a step: what each timeline holds. */
  async function seed() {
    const sales = await t.createUser('Sales');
    const need = await call(sales, 'POST', '/api/v1/needs', {
      title: 'Java developer',
      client: 'ACME',
      tjm: 550,
    });
    await call(sales, 'PATCH', `/api/v1/needs/${need.id}`, { tjm: 600 });
    await call(sales, 'PATCH', `/api/v1/needs/${need.id}/column`, { column: 'FROZEN' });
    const candidate = await call(sales, 'POST', `/api/v1/needs/${need.id}/candidates`, {
      name: 'Alan Turing',
      email: 'alan@example.com',
    });
    await call(sales, 'PATCH', `/api/v1/candidates/${candidate.id}`, {
      phone: '+33 6 12 34 56 78',
    });
    await call(sales, 'POST', `/api/v1/process/${need.id}/${candidate.id}/steps`, {
      type: 'CANDIDATE_SENT',
      detailCandidateSent: { clientName: 'ACME', clientEmail: 'buyer@acme.fr' },
    });
    return { sales, need, candidate };
  }

  const find = (items: THistoryEntry[], summary: string) =>
    items.find((e) => e.summary === summary);

  it("a need's timeline: field change with before/after, the move, links and steps; a Recruiter reads it", async () => {
    const { sales, need, candidate } = await seed();
    const recruiter = await t.createUser('Recruiter');
    const page = await history(recruiter, `/api/v1/needs/${need.id}/history`);
    const ids = page.items.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.nextBefore).toBeNull();

    const tjm = find(page.items, 'TJM 550 → 600');
    expect(tjm).toMatchObject({
      kind: 'field',
      action: 'update',
      entityType: 'need',
      actor: { id: sales.id, name: sales.name },
      changes: [{ field: 'tjm', label: 'TJM', before: 550, after: 600 }],
    });
    expect(find(page.items, 'Moved from No Candidate to Frozen')).toMatchObject({
      kind: 'move',
      changes: expect.arrayContaining([
        { field: 'column', label: 'Status column', before: 'NO_CANDIDATE', after: 'FROZEN' },
      ]),
    });
    expect(find(page.items, 'Step Candidate Identified added')?.kind).toBe('step');
    expect(find(page.items, 'Step Candidate Sent added')).toMatchObject({
      kind: 'step',
      entityType: 'step',
    });
    expect(find(page.items, 'Candidate linked to the need')?.entityId).toBe(
      `${need.id}:${candidate.id}`,
    );
    expect(page.items.at(-1)).toMatchObject({ kind: 'created', summary: 'Need created' });
    // The candidate's own edit belongs to the candidate's timeline, not the need's.
    expect(page.items.some((e) => e.entityType === 'candidate')).toBe(false);
  });

  it("a candidate's timeline: its edit with before/after and its steps on the need", async () => {
    const { need, candidate } = await seed();
    const recruiter = await t.createUser('Recruiter');
    const page = await history(recruiter, `/api/v1/candidates/${candidate.id}/history`);
    expect(find(page.items, 'Phone — → +33612345678')).toMatchObject({
      kind: 'field',
      changes: [{ field: 'phone', before: null, after: '+33612345678' }],
    });
    expect(find(page.items, 'Step Candidate Sent added')).toBeTruthy();
    expect(find(page.items, 'Candidate created')?.kind).toBe('created');
    expect(page.items.some((e) => e.entityType === 'need')).toBe(false);
    // A step edit records before and after too.
    const steps = await call(recruiter, 'GET', `/api/v1/process/${need.id}/${candidate.id}/steps`);
    const sent = (steps.items ?? steps).find((s: { type: string }) => s.type === 'CANDIDATE_SENT');
    const admin = await t.createUser('Admin');
    await call(admin, 'PATCH', `/api/v1/steps/${sent.id}`, { comment: 'Called back' });
    const after = await history(recruiter, `/api/v1/candidates/${candidate.id}/history?kind=step`);
    expect(after.items[0]).toMatchObject({
      action: 'update',
      summary: `Step Candidate Sent: Comment ${sent.comment ?? '—'} → Called back`,
      changes: [{ field: 'comment', before: sent.comment ?? null, after: 'Called back' }],
    });
  });

  it('names the candidate of each step and link, and gives each line as a code to translate', async () => {
    const { sales, need, candidate } = await seed();
    const page = await history(sales, `/api/v1/needs/${need.id}/history`);
    const moved = page.items.find((e) => e.action === 'move');
    expect(moved?.message).toEqual({
      code: 'needMoved',
      params: { from: 'NO_CANDIDATE', to: 'FROZEN' },
    });
    const sent = page.items.find((e) => e.summary === 'Step Candidate Sent added');
    expect(sent).toMatchObject({
      candidate: { id: candidate.id, name: 'Alan Turing' },
      message: { code: 'stepAdded', params: { type: 'CANDIDATE_SENT', candidate: 'Alan Turing' } },
    });
    const linked = page.items.find((e) => e.entityType === 'need_candidate');
    expect(linked?.candidate).toEqual({ id: candidate.id, name: 'Alan Turing' });
    expect(
      page.items.find((e) => e.action === 'update' && e.entityType === 'need')?.message,
    ).toBeNull();
  });

  it('filters by kind (repeated or comma list) and by actor', async () => {
    const { sales, need } = await seed();
    const moves = await history(sales, `/api/v1/needs/${need.id}/history?kind=move`);
    expect(moves.items.map((e) => e.kind)).toEqual(['move']);
    const both = await history(sales, `/api/v1/needs/${need.id}/history?kind=move,field`);
    expect(new Set(both.items.map((e) => e.kind))).toEqual(new Set(['move', 'field']));
    const repeated = await history(sales, `/api/v1/needs/${need.id}/history?kind=move&kind=field`);
    expect(repeated.items).toEqual(both.items);

    const other = await t.createUser('Admin');
    await call(other, 'PATCH', `/api/v1/needs/${need.id}`, { tjm: 650 });
    const byOther = await history(sales, `/api/v1/needs/${need.id}/history?actor=${other.id}`);
    expect(byOther.items.map((e) => e.summary)).toEqual(['TJM 600 → 650']);
  });

  it('pages newest first with the before cursor', async () => {
    const { sales, need } = await seed();
    const all = await history(sales, `/api/v1/needs/${need.id}/history`);
    expect(all.items.length).toBeGreaterThan(3);
    const first = await history(sales, `/api/v1/needs/${need.id}/history?limit=2`);
    expect(first.items).toEqual(all.items.slice(0, 2));
    expect(first.nextBefore).toBe(all.items[1]!.id);
    const second = await history(
      sales,
      `/api/v1/needs/${need.id}/history?limit=2&before=${first.nextBefore}`,
    );
    expect(second.items).toEqual(all.items.slice(2, 4));
    const rest = await history(
      sales,
      `/api/v1/needs/${need.id}/history?limit=100&before=${first.nextBefore}`,
    );
    expect(rest.nextBefore).toBeNull();
    expect(rest.items).toEqual(all.items.slice(2));
  });

  it('answers 404 for an unknown or malformed id and 422 for a bad filter', async () => {
    const recruiter = await t.createUser('Recruiter');
    for (const [url, detail] of [
      [`/api/v1/needs/${UNKNOWN_ID}/history`, 'Need not found'],
      ['/api/v1/needs/not-a-uuid/history', 'Need not found'],
      [`/api/v1/candidates/${UNKNOWN_ID}/history`, 'Candidate not found'],
      ['/api/v1/candidates/42/history', 'Candidate not found'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.auth(recruiter) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe(detail);
    }
    const sales = await t.createUser('Sales');
    const need = await call(sales, 'POST', '/api/v1/needs', {
      title: 'Java developer',
      client: 'ACME',
      tjm: 500,
    });
    for (const query of ['kind=nope', 'before=abc', 'limit=0', 'limit=101', 'actor=x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/needs/${need.id}/history?${query}`,
        headers: t.auth(recruiter),
      });
      expect(res.statusCode, query).toBe(422);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}/history`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('filters by kind in SQL exactly as the domain classifies (a prefix is literal)', async () => {
    const { sales, need } = await seed();
    for (const action of [
      'crm_opportunity',
      'crmXopportunity',
      'jd_upload',
      'update_analysis',
      'hard_delete',
    ])
      await writeAudit(t.database.db, {
        entityType: 'need',
        entityId: need.id,
        action,
        actorId: null,
      });
    const all = await history(sales, `/api/v1/needs/${need.id}/history?limit=100`);
    for (const entry of all.items)
      expect(entry.kind).toBe(historyKindOf(entry.entityType, entry.action));
    for (const kind of HISTORY_KINDS) {
      const page = await history(sales, `/api/v1/needs/${need.id}/history?limit=100&kind=${kind}`);
      expect(
        page.items.map((e) => e.id),
        kind,
      ).toEqual(all.items.filter((e) => e.kind === kind).map((e) => e.id));
    }
    const crm = await history(sales, `/api/v1/needs/${need.id}/history?kind=crm`);
    expect(crm.items.map((e) => e.action)).toEqual(['crm_opportunity']);
    expect(crm.items[0]).toMatchObject({ actor: null, summary: 'CRM opportunity written back' });
  });
});
