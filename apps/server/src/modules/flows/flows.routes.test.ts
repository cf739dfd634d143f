import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import type { TFlowInsert } from '../jobs/flows.repository.ts';
import { until } from '../../../test/until.ts';

const t = useTestContext();
const URL = '/api/v1/admin/flows';

/** A flow row as another run left it (the worker never touches these types). */
async function seedFlow(values: Partial<TFlowInsert> = {}) {
  return t.app.ctx.jobs.flows.insert({
    id: `flow_${crypto.randomUUID()}`,
    type: 'legacy_import',
    category: 'analysis_processing',
    status: 'completed',
    payload: {},
    result: { stages: {} },
    metadata: {},
    ...values,
  });
}

async function createNeed(admin: TTestUser, title = 'Senior Java developer') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/needs',
    headers: t.auth(admin),
    payload: { title, client: 'ACME Bank', tjm: 600 },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; title: string };
}

const get = (user: TTestUser, url: string) => t.app.inject({ url, headers: t.auth(user) });
const post = (user: TTestUser, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: t.auth(user), payload: payload as object });

describe('Flow Administration', () => {
  it('is refused to Sales and Recruiters', async () => {
    for (const role of ['Sales', 'Recruiter'] as const) {
      const user = await t.createUser(role);
      const flow = await seedFlow({ status: 'error' });
      for (const res of [
        await get(user, URL),
        await get(user, `${URL}/metrics`),
        await get(user, `${URL}/${flow.id}`),
        await post(user, `${URL}/${flow.id}/retry-poll`),
        await post(user, `${URL}/${flow.id}/cancel`),
        await post(user, `${URL}/bulk`, { action: 'cancel', ids: [flow.id], dryRun: true }),
      ])
        expect(res.statusCode, res.body).toBe(403);
    }
  });

  it('lists flows newest first with SQL filters, search and paging', async () => {
    const admin = await t.createUser('Admin');
    const need = await createNeed(admin, 'Data engineer');
    const candidateId = crypto.randomUUID();
    const a = await seedFlow({
      category: 'mail_processing',
      type: 'need_mail',
      status: 'error',
      needId: need.id,
      needName: need.title,
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const b = await seedFlow({
      type: 'cv_analysis',
      status: 'failed',
      candidateId,
      candidateName: 'Ada Lovelace',
      candidateEmail: 'ada@example.com',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    const c = await seedFlow({
      category: 'crm_rpa',
      type: 'rpa_opportunity',
      status: 'processing',
      metadata: { crm: { opportunityId: '006ABCDEF123' } },
      createdAt: new Date('2026-01-03T10:00:00Z'),
    });
    const ids = async (query: string) =>
      ((await get(admin, `${URL}?${query}`)).json().items as { id: string }[]).map((f) => f.id);

    const all = (await get(admin, URL)).json();
    expect(all).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(all.items.map((f: { id: string }) => f.id)).toEqual([c.id, b.id, a.id]);
    expect(all.items[0]).not.toHaveProperty('claimToken');
    expect(all.items[0]).not.toHaveProperty('stages');
    expect(await ids('category=mail_processing')).toEqual([a.id]);
    expect(await ids('category=all&status=error')).toEqual([b.id, a.id]);
    expect(await ids('status=failed')).toEqual([b.id, a.id]);
    expect(await ids('type=rpa_opportunity,need_mail')).toEqual([c.id, a.id]);
    expect(await ids(`needId=${need.id}`)).toEqual([a.id]);
    expect(await ids(`candidate_id=${candidateId}`)).toEqual([b.id]);
    expect(await ids('from=2026-01-02&to=2026-01-02')).toEqual([b.id]);
    // Search: candidate name, need client (from the need), CRM id, flow id; LIKE signs literal.
    expect(await ids('search=lovelace')).toEqual([b.id]);
    expect(await ids('search=ACME%20Bank')).toEqual([a.id]);
    expect(await ids('search=006abcdef')).toEqual([c.id]);
    expect(await ids(`search=${b.id.slice(5, 18)}`)).toEqual([b.id]);
    expect(await ids('search=%25')).toEqual([]);
    const paged = (await get(admin, `${URL}?page=2&size=2`)).json();
    expect(paged).toMatchObject({ total: 3, page: 2, size: 2, pages: 2 });
    expect(paged.items.map((f: { id: string }) => f.id)).toEqual([a.id]);
    const bad = await get(admin, `${URL}?status=exploded`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/Invalid flow status: exploded/);
  });

  it('answers metrics: totals, percentiles in SQL, error rate and stuck runs', async () => {
    const admin = await t.createUser('Admin');
    const end = new Date(Date.now() - 60_000);
    for (const ms of [1000, 2000, 3000])
      await seedFlow({
        status: 'completed',
        startedAt: new Date(end.getTime() - ms),
        completedAt: end,
      });
    await seedFlow({ status: 'error', category: 'mail_processing', completedAt: end });
    const stuck = await seedFlow({
      status: 'processing',
      category: 'crm_rpa',
      updatedAt: new Date(Date.now() - 20 * 60_000),
    });
    const res = await get(admin, `${URL}/metrics?windowHours=2`);
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.totals).toEqual({
      total: 5,
      pending: 0,
      processing: 1,
      completed: 3,
      error: 1,
      cancelled: 0,
    });
    expect(m.byCategory.mail_processing.error).toBe(1);
    expect(m.byCategory.crm_rpa.processing).toBe(1);
    expect(m.durationMs).toEqual({ p50: 2000, p95: 2900 });
    expect(m.errorRate).toBe(0.25);
    expect(m.throughputPerHour).toBe(2);
    expect(m.stuck).toEqual({ count: 1, flowIds: [stuck.id] });
    const analysis = (await get(admin, `${URL}/metrics?category=analysis_processing`)).json();
    expect(analysis.totals.total).toBe(3);
    expect((await get(admin, `${URL}/metrics?windowHours=0`)).statusCode).toBe(422);
  });

  it('shows a run with its stage timeline, and verifies its last stage', async () => {
    const admin = await t.createUser('Admin');
    const need = await createNeed(admin);
    const started = await post(admin, '/api/v1/analysisIA/need_emails/generate', {
      job_analysis_key: need.id,
    });
    const flowId = started.json().need_mail_job_id as string;
    await until(async () => (await get(admin, `${URL}/${flowId}`)).json().status === 'completed');
    const detail = (await get(admin, `${URL}/${flowId}`)).json();
    expect(detail).toMatchObject({
      id: flowId,
      flowId,
      type: 'need_mail',
      category: 'mail_processing',
      progress: 100,
      needId: need.id,
    });
    expect(detail.duration).toBeGreaterThanOrEqual(0);
    expect(
      detail.stages.map((s: { stage: string; role: string; attempt: number; status: string }) => [
        s.stage,
        s.role,
        s.attempt,
        s.status,
      ]),
    ).toEqual([
      ['collect', 'poll', 1, 'completed'],
      ['compose', 'classify', 1, 'completed'],
      ['apply', 'apply', 1, 'completed'],
    ]);
    expect(detail.stages[0].queueWaitMs).toBeGreaterThanOrEqual(0);
    expect(detail.stages[0].durationMs).toBeGreaterThanOrEqual(0);

    const verified = await post(admin, `${URL}/${flowId}/verify-step`, { reason: 'Audit' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ flowId, stage: 'apply', verified: true });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(admin),
    });
    const gone = (await post(admin, `${URL}/${flowId}/verify-step`)).json();
    expect(gone).toMatchObject({ verified: false, detail: `Need ${need.id} no longer exists` });
    expect((await get(admin, `${URL}/flow_${crypto.randomUUID()}`)).json().detail).toBe(
      'Flow not found',
    );
  });

  it('allows retry from error and cancel while running, and refuses the rest with the reason', async () => {
    const admin = await t.createUser('Admin');
    const need = await createNeed(admin);
    const failed = await seedFlow({
      type: 'need_mail',
      category: 'mail_processing',
      status: 'error',
      error: 'Need not found',
      needId: need.id,
      payload: { needId: need.id, senderName: 'Admin' },
    });
    const retried = await post(admin, `${URL}/${failed.id}/retry-poll`, { reason: 'Need is back' });
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json()).toMatchObject({ id: failed.id, status: 'pending', error: null });
    await until(
      async () => (await get(admin, `${URL}/${failed.id}`)).json().status === 'completed',
    );
    const after = (await get(admin, `${URL}/${failed.id}`)).json();
    expect(after.metadata.actions).toEqual([
      expect.objectContaining({ action: 'retry-poll', reason: 'Need is back', by: admin.id }),
    ]);

    const refusals: [string, string][] = [
      ['cancel', 'Cannot cancel a flow that is already completed'],
      [
        'retry-apply',
        'Cannot retry-apply a flow that is completed: only a flow in error can be retried',
      ],
    ];
    for (const [action, detail] of refusals) {
      const res = await post(admin, `${URL}/${failed.id}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(detail);
    }
    const unknownType = await seedFlow({ status: 'error' });
    const noStage = await post(admin, `${URL}/${unknownType.id}/retry-classify`);
    expect(noStage.statusCode).toBe(409);
    expect(noStage.json().detail).toBe('This flow has no classify stage');

    const waiting = await seedFlow({ status: 'pending' });
    const cancelled = await post(admin, `${URL}/${waiting.id}/cancel`, { reason: 'Not needed' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(cancelled.json().metadata.actions[0]).toMatchObject({
      action: 'cancel',
      reason: 'Not needed',
    });
    expect((await post(admin, `${URL}/flow_${crypto.randomUUID()}/cancel`)).statusCode).toBe(404);
  });

  it('bulk: counts first on a dry run, then applies with the reason kept on each flow', async () => {
    const admin = await t.createUser('Admin');
    const marked = [];
    for (let i = 0; i < 3; i++)
      marked.push(await seedFlow({ status: 'pending', needName: `Bulk marker ${i}` }));
    await seedFlow({ status: 'completed', needName: 'Bulk marker done' });
    await seedFlow({ status: 'pending', needName: 'Unrelated' });
    const filter = { search: 'bulk marker' };

    const dry = await post(admin, `${URL}/bulk`, { action: 'cancel', filter, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      action: 'cancel',
      dryRun: true,
      matched: 4,
      eligible: 3,
      affected: 0,
      skipped: 1,
    });
    expect((await get(admin, `${URL}?status=cancelled`)).json().total).toBe(0);

    const noReason = await post(admin, `${URL}/bulk`, { action: 'cancel', filter });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail).toBe('reason is required');

    const done = await post(admin, `${URL}/bulk`, {
      action: 'cancel',
      filter,
      reason: 'Duplicate uploads',
    });
    expect(done.json()).toMatchObject({ matched: 4, eligible: 3, affected: 3, skipped: 1 });
    expect([...done.json().flowIds].sort()).toEqual(marked.map((f) => f.id).sort());
    for (const flow of marked) {
      const detail = (await get(admin, `${URL}/${flow.id}`)).json();
      expect(detail.status).toBe('cancelled');
      expect(detail.metadata.actions).toEqual([
        expect.objectContaining({ action: 'cancel', reason: 'Duplicate uploads', by: admin.id }),
      ]);
    }

    // By selection: the finished one is skipped.
    const retry = await post(admin, `${URL}/bulk`, {
      action: 'retry',
      ids: [marked[0]!.id],
      dryRun: true,
    });
    expect(retry.json()).toMatchObject({ matched: 1, eligible: 0, skipped: 1 });
    const badFilter = await post(admin, `${URL}/bulk`, {
      action: 'retry',
      filter: { status: 'exploded' },
      dryRun: true,
    });
    expect(badFilter.statusCode).toBe(422);
  });
});
