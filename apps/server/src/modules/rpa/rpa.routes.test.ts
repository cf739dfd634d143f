import { describe, expect, it } from 'vitest';
import { RPA_MESSAGES, TWOFA_VERIFICATION_NEED_ID } from '@staffing/domain';
import { useTestContext, type TTestContext, type TTestUser } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createTokenSigner } from '../auth/tokens.ts';
import { connectStream } from './test-support/stream-client.ts';
import { until } from '../../../test/until.ts';

const RPA = '/api/v1/admin/flows/rpa';

const consultants = new WeakMap<object, string>();

/** A complete need (its consultant a Sales user of the test's app). */
async function createNeed(
  t: TTestContext,
  user: TTestUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  let consultant = consultants.get(t.app);
  if (!consultant) {
    consultant = (await t.createUser('Sales')).id;
    consultants.set(t.app, consultant);
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/needs',
    headers: t.auth(user),
    payload: {
      title: 'Senior Java developer',
      client: 'ACME',
      priority: 'P1',
      tjm: 650,
      consultants: [consultant],
      orderClients: ['Jane Buyer'],
      orderClientsEmail: ['jane@acme.fr'],
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function createCandidate(t: TTestContext, user: TTestUser, needId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/needs/${needId}/candidates`,
    headers: t.auth(user),
    payload: { name: 'Ada Lovelace', email: `ada-${Date.now()}@example.com` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const launch = (t: TTestContext, user: TTestUser, path: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${RPA}/${path}`,
    headers: t.auth(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const getFlow = async (t: TTestContext, admin: TTestUser, id: string) =>
  (await t.app.inject({ url: `/api/v1/admin/flows/${id}`, headers: t.auth(admin) })).json();

describe('RPA launch (no workers)', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });

  it('refuses every role but Admin, before reading the request', async () => {
    for (const role of ['Sales', 'Recruiter'] as const) {
      const user = await t.createUser(role);
      for (const path of [`opportunity/${TWOFA_VERIFICATION_NEED_ID}`, 'batch']) {
        const res = await launch(t, user, path, { flows: 'nonsense' });
        expect(res.statusCode, `${role} ${path}`).toBe(403);
        expect(res.json().detail).toBe('Only administrators can manage flows');
      }
    }
  });

  it('answers 400 with the spec messages, 404 for unknown records, 422 for an incomplete need', async () => {
    const admin = await t.createUser('Admin');
    const needId = await createNeed(t, admin);
    const candidateId = await createCandidate(t, admin, needId);
    const cases: [string, unknown, string][] = [
      [`teleport/${needId}`, {}, 'Invalid RPA action: teleport'],
      ['opportunity/not-a-uuid', {}, RPA_MESSAGES.needIdInvalid],
      [`proposition/${needId}`, { expectedTjm: 600 }, RPA_MESSAGES.propositionCandidateRequired],
      [`proposition/${needId}`, { candidateId }, RPA_MESSAGES.propositionTjmRequired],
      [
        `proposition/${needId}`,
        { candidateId, expectedTjm: 0 },
        'expectedTjm is required for proposition creation',
      ],
      [`retention/${needId}`, {}, 'candidateId is required for retention update'],
      [`opportunity/${needId}?headless=maybe`, {}, 'headless: must be true or false'],
    ];
    for (const [path, body, detail] of cases) {
      const res = await launch(t, admin, path, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json().detail, path).toBe(detail);
    }
    const batch = await launch(t, admin, 'batch', { flows: [] });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().detail).toBe(RPA_MESSAGES.batchEmpty);
    const badItem = await launch(t, admin, 'batch', {
      flows: [{ action: 'retention', needId }],
    });
    expect(badItem.statusCode).toBe(400);
    expect(badItem.json().detail).toBe('candidateId is required for retention update');

    const unknownNeed = await launch(t, admin, `opportunity/${crypto.randomUUID()}`, {});
    expect(unknownNeed.statusCode).toBe(404);
    expect(unknownNeed.json().detail).toBe('Need not found');
    const unknownCandidate = await launch(t, admin, `proposition/${needId}`, {
      candidateId: crypto.randomUUID(),
      expectedTjm: 600,
    });
    expect(unknownCandidate.statusCode).toBe(404);
    expect(unknownCandidate.json().detail).toBe('Candidate not found');

    const bare = await createNeed(t, admin, { orderClients: [], orderClientsEmail: [] });
    const incomplete = await launch(t, admin, `opportunity/${bare}`, {});
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().code).toBe('MISSING_CRM_DATA');
    expect(incomplete.json().detail).toMatch(
      /^Cannot create opportunity\. Missing required data: .+\. Please add this information first\.$/,
    );
  });

  it('starts a pending browser run with its payload, and the device check on the fixed need id', async () => {
    const admin = await t.createUser('Admin');
    const needId = await createNeed(t, admin);
    const candidateId = await createCandidate(t, admin, needId);
    const res = await launch(t, admin, `presentation/${needId}?headless=false`, {
      candidate_id: candidateId,
      interviewDate: '15/03/2027',
      interviewTime: '14:30',
    });
    expect(res.statusCode, res.body).toBe(202);
    const flowId = res.json().flow_id as string;
    expect(flowId).toMatch(/^rpa_[0-9a-f-]{36}$/);
    const flow = await getFlow(t, admin, flowId);
    expect(flow).toMatchObject({
      type: 'rpa_browser_presentation',
      category: 'crm_rpa',
      status: 'pending',
      needId,
      candidateId,
      payload: {
        action: 'presentation',
        needId,
        candidateId,
        interviewDate: '2027-03-15',
        interviewTime: '14:30',
        headless: false,
        externalKey: `${needId}:presentation:${candidateId}`,
      },
    });
    const audits = await t.database.db.select().from(auditLog);
    expect(audits.some((a) => a.entityId === flowId && a.action === 'rpa_launch')).toBe(true);

    const check = await launch(t, admin, `twofa_verification/${TWOFA_VERIFICATION_NEED_ID}`);
    expect(check.statusCode, check.body).toBe(202);
    const device = await getFlow(t, admin, check.json().flow_id);
    expect(device).toMatchObject({
      type: 'rpa_twofa_verification',
      needId: TWOFA_VERIFICATION_NEED_ID,
      payload: { action: 'twofa_verification', externalKey: null, headless: true },
    });
  });

  it('refuses a stream without a token (4001), to a Sales user (4003), for an unknown flow (4004); relays an Admin viewer', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = t.app.ctx.selfUrl()!;
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, admin);
    const flowId = (await launch(t, admin, `opportunity/${needId}`, {})).json().flow_id as string;

    expect((await connectStream(base, flowId).closed).code).toBe(4001);
    expect((await connectStream(base, flowId, 'not-a-token').closed).code).toBe(4001);
    expect((await connectStream(base, flowId, sales.token).closed).code).toBe(4003);
    expect((await connectStream(base, `rpa_${crypto.randomUUID()}`, admin.token).closed).code).toBe(
      4004,
    );
    expect((await connectStream(base, 'not a flow', admin.token).closed).code).toBe(4004);

    const viewer = connectStream(base, flowId, admin.token);
    const hello = await viewer.waitFor((m) => m.type === 'connection_established');
    expect(hello).toMatchObject({ flow_id: flowId, status: 'pending' });
    viewer.send({ type: 'twofa_code_input', code: '12a', need_id: needId });
    expect(await viewer.waitFor((m) => m.type === 'twofa_error')).toMatchObject({
      message: RPA_MESSAGES.codeSixDigits,
    });
    viewer.send({ type: 'twofa_code_input', code: '123456', need_id: needId });
    const stored = await until(async () => {
      const rows = await t.database.query<{ code: string }>(
        'SELECT code FROM rpa_twofa_codes WHERE flow_id = $1',
        [flowId],
      );
      return rows.rows.length > 0 ? rows.rows : null;
    });
    expect(stored).toEqual([{ code: '123456' }]);

    // A cancel ends the flow: the viewer gets the final status, then the stream closes.
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/flows/${flowId}/cancel`,
      headers: t.auth(admin),
      payload: {},
    });
    expect(
      await viewer.waitFor((m) => m.type === 'status_update' && m.status === 'cancelled'),
    ).toBeTruthy();
    expect((await viewer.closed).code).toBe(1000);
  });

  it("closes a viewer's stream when their session ends (4002) or their token expires (4001)", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = t.app.ctx.selfUrl()!;
    const admin = await t.createUser('Admin');
    const needId = await createNeed(t, admin);
    const flowId = (await launch(t, admin, `opportunity/${needId}`, {})).json().flow_id as string;
    const sessionId = (await t.app.ctx.signer.verifyAccess(admin.token))!.sid;
    const short = await createTokenSigner(t.config.JWT_SECRET!, 2).signAccess({
      id: admin.id,
      role: 'Admin',
      sessionId,
    });

    const expiring = connectStream(base, flowId, short);
    await expiring.waitFor((m) => m.type === 'connection_established');
    expect(await expiring.closed).toEqual({ code: 4001, reason: 'Token expired' });

    const viewer = connectStream(base, flowId, admin.token);
    await viewer.waitFor((m) => m.type === 'connection_established');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${sessionId}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(204);
    expect(await viewer.closed).toEqual({ code: 4002, reason: 'Session revoked' });
  });

  it("lets a Sales user watch the run of their own request, and no one else's", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = t.app.ctx.selfUrl()!;
    const admin = await t.createUser('Admin');
    const owner = await t.createUser('Sales');
    const other = await t.createUser('Sales');
    const needId = await createNeed(t, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workflow-requests',
      headers: t.auth(owner),
      payload: { type: 'salesforce_opportunity_create', payload: { needId } },
    });
    const triggered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/workflow-requests/${created.json().id}/trigger`,
      headers: t.auth(owner),
      payload: {},
    });
    const flowId = triggered.json().flowId as string;
    const viewer = connectStream(base, flowId, owner.token);
    expect(await viewer.waitFor((m) => m.type === 'connection_established')).toMatchObject({
      flow_id: flowId,
    });
    viewer.close();
    expect((await connectStream(base, flowId, other.token).closed).code).toBe(4003);
    const launched = (await launch(t, admin, `opportunity/${needId}`, {})).json().flow_id;
    expect((await connectStream(base, launched, owner.token).closed).code).toBe(4003);
  });

  it('tells a viewer of an API run that there is no browser to watch', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await t.createUser('Admin');
    const needId = await createNeed(t, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workflow-requests',
      headers: t.auth(admin),
      payload: { type: 'salesforce_opportunity_create', payload: { needId } },
    });
    const triggered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/workflow-requests/${created.json().id}/trigger`,
      headers: t.auth(admin),
      payload: {},
    });
    const flowId = triggered.json().flowId as string;
    expect(flowId).toMatch(/^rpa_/);
    const viewer = connectStream(t.app.ctx.selfUrl()!, flowId, admin.token);
    expect(
      await viewer.waitFor(
        (m) => m.type === 'status_update' && m.message === RPA_MESSAGES.streamApiRun,
      ),
    ).toBeTruthy();
    viewer.close();
  });
});

describe('RPA batches (workers on, no Chromium)', () => {
  const t = useTestContext({ env: { RPA_CHROMIUM_PATH: '/nonexistent/chromium' } });

  it('runs a batch one after the other and fails each run with a clear message', async () => {
    const admin = await t.createUser('Admin');
    const needA = await createNeed(t, admin);
    const needB = await createNeed(t, admin, { title: 'Kotlin lead' });
    const res = await launch(t, admin, 'batch', {
      flows: [
        { action: 'opportunity', needId: needA },
        { action: 'opportunity', needId: needB },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    const flows = res.json().flows as { flow_id: string; action: string; needId: string }[];
    expect(flows.map((f) => [f.action, f.needId])).toEqual([
      ['opportunity', needA],
      ['opportunity', needB],
    ]);
    const [first, second] = await until(
      async () => {
        const rows = await Promise.all(flows.map((f) => getFlow(t, admin, f.flow_id)));
        return rows.every((r) => r.status === 'error') ? rows : null;
      },
      { timeout: 60_000 },
    );
    expect(first.error).toBe(RPA_MESSAGES.chromiumMissing);
    expect(second.error).toBe(RPA_MESSAGES.chromiumMissing);
    expect(first.metadata.batch).toMatchObject({ index: 0, size: 2, concurrent: false });
    expect(new Date(second.startedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.completedAt).getTime(),
    );
  });

  it('queues a concurrent batch at once', async () => {
    const admin = await t.createUser('Admin');
    const needId = await createNeed(t, admin);
    const res = await launch(t, admin, 'batch', {
      flows: [
        { action: 'opportunity', needId },
        { action: 'product', needId },
      ],
      concurrent: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    const ids = (res.json().flows as { flow_id: string }[]).map((f) => f.flow_id);
    const rows = await until(
      async () => {
        const all = await Promise.all(ids.map((id) => getFlow(t, admin, id)));
        return all.every((r) => r.status === 'error') ? all : null;
      },
      { timeout: 60_000 },
    );
    expect(rows.map((r) => r.type)).toEqual(['rpa_browser_opportunity', 'rpa_browser_product']);
  });
});
