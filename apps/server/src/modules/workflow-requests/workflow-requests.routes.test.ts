import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import {
  getWorkflowRequestRefusal,
  WORKFLOW_MESSAGES,
  WORKFLOW_PAYLOAD_LOCKED_MESSAGE,
  WORKFLOW_REQUEST_STATUSES,
  ZWorkflowRequest,
  ZWorkflowRequestDetail,
  type TWorkflowRequestStatus,
} from '@staffing/domain';
import { auditLog, flows, workflowRequests } from '../../db/schema/index.ts';
import { useTestContext, type TTestContext, type TTestUser } from '../../../test/test-app.ts';
import { recordEvents } from '../analysis/test-support/events.ts';
import { CRM_WRITE_MESSAGES as CRM_SANDBOX_MESSAGES } from '../crm/crm-mapping.ts';
import { until } from '../../../test/until.ts';

const BASE = '/api/v1/workflow-requests';

async function createNeed(
  t: TTestContext,
  user: TTestUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/needs',
    headers: t.auth(user),
    payload: {
      title: 'Senior Java developer',
      client: 'ACME',
      priority: 'P1',
      tjm: 650,
      consultants: [user.id],
      orderClients: ['Jane Buyer'],
      orderClientsEmail: ['jane@acme.fr'],
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function createRequest(
  t: TTestContext,
  user: TTestUser,
  type: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: BASE,
    headers: t.auth(user),
    payload: { type, payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const call = (t: TTestContext, user: TTestUser, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'POST',
    url,
    headers: t.auth(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function readRequest(t: TTestContext, user: TTestUser, id: string) {
  const res = await call(t, user, 'GET', `${BASE}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZWorkflowRequestDetail.parse(res.json());
}

/** Waits for the live event saying the request reached a final status of its run. */
async function waitForStatus(
  recorder: ReturnType<typeof recordEvents>,
  id: string,
  status: TWorkflowRequestStatus,
) {
  const event = await recorder.waitFor(
    (e) =>
      e.event_type === 'workflow_request_updated' &&
      e.entity_id === id &&
      e.payload.status === status,
  );
  return ZWorkflowRequest.parse(event.payload);
}

describe('workflow requests (no workers: the status machine alone)', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });

  it('creates, lists with filters and search, reads with its context, edits and deletes', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales, { title: 'Kotlin lead', client: 'Globex' });
    const otherNeed = await createNeed(t, sales, { title: 'Data engineer', client: 'Initech' });
    const candidate = await call(t, sales, 'POST', `/api/v1/needs/${needId}/candidates`, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    const candidateId = candidate.json().id as string;

    const recorder = recordEvents(t.app.ctx.bus);
    const id = await createRequest(t, sales, 'salesforce_proposition_create', {
      need_id: needId,
      candidateId,
      expectedTjm: 600,
      source: 'tracker',
    });
    const other = await createRequest(t, sales, 'salesforce_opportunity_create', {
      needId: otherNeed,
    });
    const created = recorder.events.find((e) => e.entity_id === id)!;
    expect(created.event_type).toBe('workflow_request_updated');
    expect(created.audience).toEqual(['Admin', 'Sales']);

    const detail = await readRequest(t, sales, id);
    expect(detail).toMatchObject({
      id,
      stepId: null,
      type: 'salesforce_proposition_create',
      status: 'NEW',
      attempts: 0,
      lastError: null,
      flowId: null,
      payload: {
        needId,
        candidateId,
        expectedTjm: 600,
        source: 'tracker',
        needTitle: 'Kotlin lead',
        clientName: 'Globex',
        candidateName: 'Ada Lovelace',
      },
      context: {
        need: { id: needId, title: 'Kotlin lead', client: 'Globex', tjm: 650 },
        candidate: { id: candidateId, name: 'Ada Lovelace', email: 'ada@example.com' },
      },
    });

    const list = async (query: string) => {
      const res = await call(t, sales, 'GET', `${BASE}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: string }[]; total: number; pages: number };
    };
    expect((await list('')).items.map((r) => r.id)).toEqual([other, id]);
    expect((await list('size=1&page=2')).items.map((r) => r.id)).toEqual([id]);
    expect((await list('size=1')).pages).toBe(2);
    expect((await list(`needId=${needId}`)).items.map((r) => r.id)).toEqual([id]);
    expect((await list(`candidate_id=${candidateId}`)).items.map((r) => r.id)).toEqual([id]);
    expect((await list('type=salesforce_opportunity_create')).items.map((r) => r.id)).toEqual([
      other,
    ]);
    expect((await list('status=NEW,FAILED')).total).toBe(2);
    expect((await list('status=FAILED')).total).toBe(0);
    expect((await list('search=globex')).items.map((r) => r.id)).toEqual([id]);
    expect((await list('search=lovelace')).items.map((r) => r.id)).toEqual([id]);
    expect((await list('search=data%20eng')).items.map((r) => r.id)).toEqual([other]);
    expect((await list('search=100%25')).total).toBe(0);
    expect((await call(t, sales, 'GET', `${BASE}?status=DONE`)).json().detail).toContain(
      'Invalid workflow request status: DONE',
    );

    const patched = await call(t, sales, 'PATCH', `${BASE}/${id}`, {
      status: 'PENDING',
      last_error: 'Waiting for the client',
      payload: { expectedTjm: 620, source: null },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      status: 'PENDING',
      lastError: 'Waiting for the client',
    });
    expect(patched.json().payload.expectedTjm).toBe(620);
    expect(patched.json().payload).not.toHaveProperty('source');

    const removed = await call(t, sales, 'DELETE', `${BASE}/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(
      recorder.events.some(
        (e) =>
          e.event_type === 'workflow_request_updated' &&
          e.entity_id === id &&
          e.payload.deleted === true,
      ),
    ).toBe(true);
    const gone = await call(t, sales, 'GET', `${BASE}/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Workflow request not found');
    expect((await call(t, sales, 'GET', `${BASE}/not-a-uuid`)).statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'workflow_request'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses an edit made against an older version (body or If-Match) with STALE_UPDATE', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales, { title: 'Go developer', client: 'Umbrella' });
    const id = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
    const first = (await readRequest(t, sales, id)) as { version: number };

    const mine = await call(t, sales, 'PATCH', `${BASE}/${id}`, {
      lastError: 'first edit',
      version: first.version,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().version).toBe(first.version + 1);

    // A second person still holding the first version: refused, nothing overwritten.
    const theirs = await call(t, sales, 'PATCH', `${BASE}/${id}`, {
      lastError: 'second edit',
      version: first.version,
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({
      code: 'STALE_UPDATE',
      detail: WORKFLOW_MESSAGES.stale,
      currentVersion: first.version + 1,
    });
    const viaHeader = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${id}`,
      headers: { ...t.auth(sales), 'if-match': `"${first.version}"` },
      payload: { lastError: 'third edit' },
    });
    expect(viaHeader.statusCode).toBe(409);
    expect(((await readRequest(t, sales, id)) as { lastError: string }).lastError).toBe(
      'first edit',
    );

    // The current version goes through; a malformed If-Match is bad input.
    const current = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${id}`,
      headers: { ...t.auth(sales), 'if-match': `W/"${first.version + 1}"` },
      payload: { lastError: 'after reload' },
    });
    expect(current.statusCode, current.body).toBe(200);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${id}`,
      headers: { ...t.auth(sales), 'if-match': 'yesterday' },
      payload: { lastError: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      detail: 'If-Match must be the version of the workflow request',
      code: 'VALIDATION',
    });
  });

  it('refuses a request for a missing need or candidate, and bad input, in the spec words', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales);
    const missingNeed = await call(t, sales, 'POST', BASE, {
      type: 'salesforce_opportunity_create',
      payload: { needId: crypto.randomUUID() },
    });
    expect(missingNeed.statusCode).toBe(404);
    expect(missingNeed.json().detail).toBe('Need not found');
    const missingCandidate = await call(t, sales, 'POST', BASE, {
      type: 'salesforce_retention_update',
      payload: { needId, candidateId: crypto.randomUUID() },
    });
    expect(missingCandidate.statusCode).toBe(404);
    expect(missingCandidate.json().detail).toBe('Candidate not found');
    const badId = await call(t, sales, 'POST', BASE, {
      type: 'salesforce_opportunity_create',
      payload: { needId: 'abc' },
    });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().detail).toBe('needId must be a valid UUID format');
    const badType = await call(t, sales, 'POST', BASE, { type: 'sms', payload: { needId } });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().detail).toContain('Invalid workflow request type: sms');
  });

  it('allows every action from the statuses of the spec and refuses the others with the reason', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales);
    const inStatus = async (status: TWorkflowRequestStatus) => {
      const id = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
      await t.database.db
        .update(workflowRequests)
        .set({ status })
        .where(eq(workflowRequests.id, id));
      return id;
    };
    const actions = {
      start: (id: string) => call(t, sales, 'POST', `${BASE}/${id}/trigger`),
      retry: (id: string) => call(t, sales, 'POST', `${BASE}/${id}/retry`),
      cancel: (id: string) => call(t, sales, 'POST', `${BASE}/${id}/cancel`),
      delete: (id: string) => call(t, sales, 'DELETE', `${BASE}/${id}`),
    } as const;
    const expectedOk = { start: 202, retry: 202, cancel: 200, delete: 204 } as const;
    const after = { start: 'IN_PROGRESS', retry: 'IN_PROGRESS', cancel: 'CANCELLED' } as const;

    for (const status of WORKFLOW_REQUEST_STATUSES) {
      for (const action of Object.keys(actions) as (keyof typeof actions)[]) {
        const id = await inStatus(status);
        const res = await actions[action](id);
        const refusal = getWorkflowRequestRefusal(action, status);
        if (refusal) {
          expect(res.statusCode, `${action} from ${status}`).toBe(409);
          expect(res.json().detail).toBe(refusal);
          const [row] = await t.database.db
            .select()
            .from(workflowRequests)
            .where(eq(workflowRequests.id, id));
          expect(row!.status).toBe(status);
          expect(row!.attempts).toBe(0);
        } else {
          expect(res.statusCode, `${action} from ${status}: ${res.body}`).toBe(expectedOk[action]);
          if (action !== 'delete') {
            const row = await readRequest(t, sales, id);
            expect(row.status).toBe(after[action]);
          }
        }
      }
      // The payload is locked while the request runs; status and last error never are.
      const id = await inStatus(status);
      const payloadEdit = await call(t, sales, 'PATCH', `${BASE}/${id}`, {
        payload: { tjm: 700 },
      });
      if (status === 'IN_PROGRESS') {
        expect(payloadEdit.statusCode).toBe(409);
        expect(payloadEdit.json().detail).toBe(WORKFLOW_PAYLOAD_LOCKED_MESSAGE);
      } else expect(payloadEdit.statusCode, payloadEdit.body).toBe(200);
      const statusEdit = await call(t, sales, 'PATCH', `${BASE}/${id}`, {
        status: 'FAILED',
        lastError: 'set by hand',
      });
      expect(statusEdit.statusCode).toBe(200);
    }
    const noEdit = await call(t, sales, 'PATCH', `${BASE}/${await inStatus('NEW')}`, {});
    expect(noEdit.statusCode).toBe(422);
    expect(noEdit.json().detail).toBe('No valid updates provided');
  });

  it('starts a run: attempts + 1, IN_PROGRESS, an rpa_ flow of category crm_rpa, one event', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales);
    const id = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
    const recorder = recordEvents(t.app.ctx.bus);
    const res = await call(t, sales, 'POST', `${BASE}/${id}/trigger`, {
      payload: { triggeredBy: 'Sales User', headless: true },
    });
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json();
    expect(started).toEqual({ id, flowId: expect.stringMatching(/^rpa_/), status: 'IN_PROGRESS' });
    const row = await readRequest(t, sales, id);
    expect(row).toMatchObject({ status: 'IN_PROGRESS', attempts: 1, flowId: started.flowId });
    expect(row.payload).toMatchObject({ triggeredBy: 'Sales User', headless: true });
    const [flow] = await t.database.db.select().from(flows).where(eq(flows.id, started.flowId));
    expect(flow).toMatchObject({
      type: 'rpa_opportunity',
      category: 'crm_rpa',
      status: 'pending',
      needId,
      needName: 'Senior Java developer',
    });
    expect(flow!.payload).toMatchObject({ workflowRequestId: id, action: 'opportunity' });
    const triggered = recorder.events.filter((e) => e.event_type === 'workflow_request_triggered');
    expect(triggered).toHaveLength(1);
    expect(triggered[0]!.audience).toEqual(['Admin', 'Sales']);
    expect(ZWorkflowRequest.parse(triggered[0]!.payload).flowId).toBe(started.flowId);
  });

  it('of two simultaneous triggers accepts one, refuses the other, and makes one flow', async () => {
    const sales = await t.createUser('Sales');
    const admin = await t.createUser('Admin');
    const needId = await createNeed(t, sales);
    for (let round = 0; round < 3; round++) {
      const id = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
      const answers = await Promise.all([
        call(t, sales, 'POST', `${BASE}/${id}/trigger`),
        call(t, admin, 'POST', `${BASE}/${id}/trigger`),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!;
      expect(refused.json().detail).toBe(getWorkflowRequestRefusal('start', 'IN_PROGRESS'));
      const made = await t.database.db
        .select({ id: flows.id })
        .from(flows)
        .where(sql`${flows.payload}->>'workflowRequestId' = ${id}`);
      expect(made).toHaveLength(1);
      expect((await readRequest(t, sales, id)).attempts).toBe(1);
    }
  });

  it('refuses to run a CRM request for an incomplete need with the spec message', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales, {
      consultants: [],
      orderClients: [],
      orderClientsEmail: [],
    });
    // A need is created with a TJM above 0; an edit may set it to 0.
    const noTjm = await call(t, sales, 'PATCH', `/api/v1/needs/${needId}`, { tjm: 0 });
    expect(noTjm.statusCode, noTjm.body).toBe(200);
    const id = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
    const res = await call(t, sales, 'POST', `${BASE}/${id}/trigger`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail:
        'Cannot create opportunity. Missing required data: order client contacts, TJM (daily rate) above 0, a priority sales consultant. Please add this information first.',
      code: 'MISSING_CRM_DATA',
    });
    const product = await createRequest(t, sales, 'salesforce_product_add', { needId });
    const refused = await call(t, sales, 'POST', `${BASE}/${product}/trigger`);
    expect(refused.json()).toMatchObject({
      detail:
        'Cannot add product. Missing required data: TJM (daily rate) above 0. Please add this information first.',
      code: 'MISSING_CRM_DATA',
    });
    // Spec 001 §4: a refused start leaves the request FAILED with the error, for every screen.
    const row = await readRequest(t, sales, id);
    expect(row).toMatchObject({
      status: 'FAILED',
      attempts: 0,
      flowId: null,
      lastError:
        'Cannot create opportunity. Missing required data: order client contacts, TJM (daily rate) above 0, a priority sales consultant. Please add this information first.',
    });

    // The Configure dialog's checks: the first missing field's message.
    const proposition = await createRequest(t, sales, 'salesforce_proposition_create', {
      needId,
    });
    const noCandidate = await call(t, sales, 'POST', `${BASE}/${proposition}/trigger`);
    expect(noCandidate.statusCode).toBe(422);
    expect(noCandidate.json().detail).toBe('Candidate name is required');
  });

  it('cancels a waiting run: the request is CANCELLED and its flow cancelled', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales);
    const id = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
    const { flowId } = (await call(t, sales, 'POST', `${BASE}/${id}/trigger`)).json();
    const res = await call(t, sales, 'POST', `${BASE}/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZWorkflowRequest.parse(res.json())).toMatchObject({ status: 'CANCELLED', flowId });
    const [flow] = await t.database.db.select().from(flows).where(eq(flows.id, flowId));
    expect(flow!.status).toBe('cancelled');
    const again = await call(t, sales, 'POST', `${BASE}/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(getWorkflowRequestRefusal('cancel', 'CANCELLED'));
    // A cancelled request may start again, with a new flow.
    const restarted = await call(t, sales, 'POST', `${BASE}/${id}/trigger`);
    expect(restarted.statusCode).toBe(202);
    expect(restarted.json().flowId).not.toBe(flowId);
    expect((await readRequest(t, sales, id)).attempts).toBe(2);
  });

  it('refuses the Recruiter on every workflow request route', async () => {
    const sales = await t.createUser('Sales');
    const recruiter = await t.createUser('Recruiter');
    const needId = await createNeed(t, sales);
    const id = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
    const attempts = [
      ['GET', BASE],
      ['POST', BASE, { type: 'salesforce_opportunity_create', payload: { needId } }],
      ['GET', `${BASE}/${id}`],
      ['PATCH', `${BASE}/${id}`, { status: 'PENDING' }],
      ['DELETE', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/trigger`, {}],
      ['POST', `${BASE}/${id}/retry`, {}],
      ['POST', `${BASE}/${id}/cancel`, {}],
    ] as const;
    for (const [method, url, body] of attempts) {
      const res = await call(t, recruiter, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await readRequest(t, sales, id)).status).toBe('NEW');
  });
});

describe('workflow requests run against the sandbox CRM', () => {
  const t = useTestContext({ sandboxCrm: true });

  it('an opportunity request reaches COMPLETED and the need gets its CRM fields', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales);
    const id = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
    const recorder = recordEvents(t.app.ctx.bus);
    const res = await call(t, sales, 'POST', `${BASE}/${id}/trigger`);
    expect(res.statusCode, res.body).toBe(202);
    const done = await waitForStatus(recorder, id, 'COMPLETED');
    expect(done).toMatchObject({ lastError: null, attempts: 1, flowId: res.json().flowId });

    const need = (await call(t, sales, 'GET', `/api/v1/needs/${needId}`)).json();
    expect(need.opportunitySalesforceId).toMatch(/^006[0-9A-Za-z]{15}$/);
    expect(need.opportunitySalesforceUrl).toBe(
      `${t.sandboxCrm!.url}/sandbox-crm/lightning/r/Opportunity/${need.opportunitySalesforceId}/view`,
    );
    expect(Date.parse(need.opportunityCreatedAt)).not.toBeNaN();
    expect(
      recorder.events.some((e) => e.event_type === 'need_updated' && e.entity_id === needId),
    ).toBe(true);
    const [flow] = await t.database.db.select().from(flows).where(eq(flows.id, done.flowId!));
    expect(flow!.status).toBe('completed');
    const applied = (flow!.result as { stages: Record<string, { needFields: string[] }> }).stages
      .apply!;
    expect(applied).toMatchObject({ crmId: need.opportunitySalesforceId });
    expect(applied.needFields.sort()).toEqual([
      'opportunityCreatedAt',
      'opportunitySalesforceId',
      'opportunitySalesforceUrl',
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'need'), eq(auditLog.action, 'crm_opportunity')));
    expect(audit).toHaveLength(1);

    const detail = await readRequest(t, sales, id);
    expect(detail.context.need).toMatchObject({
      opportunitySalesforceId: need.opportunitySalesforceId,
    });
  });

  it('an opportunity request with autoCreateProduct and autoCreateMission writes the three records once, even run twice', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales);
    const payload = { needId, autoCreateProduct: true, autoCreateMission: true };
    const recorder = recordEvents(t.app.ctx.bus);
    for (let run = 0; run < 2; run++) {
      const id = await createRequest(t, sales, 'salesforce_opportunity_create', payload);
      expect((await call(t, sales, 'POST', `${BASE}/${id}/trigger`)).statusCode).toBe(202);
      await waitForStatus(recorder, id, 'COMPLETED');
    }
    const need = (await call(t, sales, 'GET', `/api/v1/needs/${needId}`)).json();
    expect(need.opportunitySalesforceId).toMatch(/^006/);
    expect(need.missionSalesforceUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/sandbox-crm\/lightning\/r\/Mission__c\//,
    );
    const { rows } = await t.sandboxCrm!.storage.query<{ object: string; external_key: string }>(
      `SELECT object, external_key FROM crm_sandbox_records WHERE external_key LIKE $1 ORDER BY object`,
      [`${needId}:%`],
    );
    expect(rows).toEqual([
      { object: 'Mission__c', external_key: `${needId}:mission` },
      { object: 'Opportunity', external_key: `${needId}:opportunity` },
      { object: 'OpportunityLineItem', external_key: `${needId}:product` },
    ]);
  });

  it('a mission without an opportunity FAILS with a clear error, then succeeds on retry', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales);
    const mission = await createRequest(t, sales, 'salesforce_mission_create', { needId });
    const recorder = recordEvents(t.app.ctx.bus);
    expect((await call(t, sales, 'POST', `${BASE}/${mission}/trigger`)).statusCode).toBe(202);
    const failed = await waitForStatus(recorder, mission, 'FAILED');
    expect(failed.lastError).toBe(CRM_SANDBOX_MESSAGES.opportunityFirst);
    const [failedFlow] = await t.database.db
      .select()
      .from(flows)
      .where(eq(flows.id, failed.flowId!));
    expect(failedFlow).toMatchObject({
      status: 'error',
      error: CRM_SANDBOX_MESSAGES.opportunityFirst,
    });

    const opportunity = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
    await call(t, sales, 'POST', `${BASE}/${opportunity}/trigger`);
    await waitForStatus(recorder, opportunity, 'COMPLETED');

    recorder.events.length = 0;
    const retry = await call(t, sales, 'POST', `${BASE}/${mission}/retry`);
    expect(retry.statusCode, retry.body).toBe(202);
    expect(retry.json().flowId).not.toBe(failed.flowId);
    const done = await waitForStatus(recorder, mission, 'COMPLETED');
    expect(done).toMatchObject({ attempts: 2, lastError: null });
    const need = (await call(t, sales, 'GET', `/api/v1/needs/${needId}`)).json();
    expect(need.missionSalesforceUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/sandbox-crm\/lightning\/r\/Mission__c\/a01\w{15}\/view$/,
    );
    expect(need.missionCreatedAt).not.toBeNull();

    // A retried request writes the same CRM record again (same idempotency key), not a second.
    const again = await call(t, sales, 'PATCH', `${BASE}/${mission}`, { status: 'FAILED' });
    expect(again.statusCode).toBe(200);
    recorder.events.length = 0;
    await call(t, sales, 'POST', `${BASE}/${mission}/retry`);
    await waitForStatus(recorder, mission, 'COMPLETED');
    const after = (await call(t, sales, 'GET', `/api/v1/needs/${needId}`)).json();
    expect(after.missionSalesforceUrl).toBe(need.missionSalesforceUrl);
    expect(after.missionCreatedAt).toBe(need.missionCreatedAt);
  });

  // Two connections are needed to hold the CRM write in place: PostgreSQL only.
  it.skipIf(!inject('postgresTemplate'))(
    'a run cancelled mid-stage stops at its next stage boundary: apply never runs',
    async () => {
      const sales = await t.createUser('Sales');
      const needId = await createNeed(t, sales);
      const id = await createRequest(t, sales, 'salesforce_opportunity_create', { needId });
      // The sandbox's slow save holds the connector's upsert in place.
      await t.sandboxCrm!.service.setFaults({ saveDelayMs: 3000, count: 1 });
      const { flowId } = (await call(t, sales, 'POST', `${BASE}/${id}/trigger`)).json();
      await until(async () => {
        const [flow] = await t.database.db.select().from(flows).where(eq(flows.id, flowId));
        return flow?.stage === 'classify';
      });
      const cancelled = await call(t, sales, 'POST', `${BASE}/${id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const job = await until(async () => {
        const { rows } = await t.database.query<{ state: string }>(
          `SELECT state FROM pgboss.job WHERE data->>'flowId' = $1 AND state = 'completed'`,
          [flowId],
        );
        return rows[0];
      });
      expect(job.state).toBe('completed');
      const [flow] = await t.database.db.select().from(flows).where(eq(flows.id, flowId));
      expect(flow!.status).toBe('cancelled');
      expect(Object.keys((flow!.result as { stages: object }).stages).sort()).toEqual([
        'classify',
        'poll',
      ]);
      const need = (await call(t, sales, 'GET', `/api/v1/needs/${needId}`)).json();
      expect(need.opportunitySalesforceId).toBeNull();
      expect((await readRequest(t, sales, id)).status).toBe('CANCELLED');
    },
  );
});
