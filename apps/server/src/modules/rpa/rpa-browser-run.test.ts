import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RPA_MESSAGES } from '@staffing/domain';
import { useTestContext, type TTestContext, type TTestUser } from '../../../test/test-app.ts';
import { storageStatePath } from './browser-session.ts';
import { connectStream } from './test-support/stream-client.ts';
import { until } from '../../../test/until.ts';

/**
 * Browser runs end to end: a listening app, the sandbox CRM's pages beside it, and Debian's
 * Chromium (headless) driven by the runner, watched through the stream as the live viewer does.
 */

const CODE = '246810';

async function setUp(t: TTestContext) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await t.createUser('Admin');
  const sales = await t.createUser('Sales');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/needs',
    headers: t.auth(admin),
    payload: {
      title: 'Senior Java developer',
      client: 'ACME',
      priority: 'P1',
      tjm: 650,
      consultants: [sales.id],
      orderClients: ['Jane Buyer'],
      orderClientsEmail: ['jane@acme.fr'],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { base: t.app.ctx.selfUrl()!, admin, needId: res.json().id as string };
}

const launchOpportunity = async (t: TTestContext, admin: TTestUser, needId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/flows/rpa/opportunity/${needId}`,
    headers: t.auth(admin),
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().flow_id as string;
};

const readFlow = async (t: TTestContext, admin: TTestUser, flowId: string) =>
  (await t.app.inject({ url: `/api/v1/admin/flows/${flowId}`, headers: t.auth(admin) })).json();

async function waitForEnd(t: TTestContext, admin: TTestUser, flowId: string) {
  return until(
    async () => {
      const flow = await readFlow(t, admin, flowId);
      return ['completed', 'error', 'cancelled'].includes(flow.status) ? flow : null;
    },
    { timeout: 90_000, interval: 100, message: `flow ${flowId} never ended` },
  );
}

const readNeed = async (t: TTestContext, admin: TTestUser, needId: string) =>
  (await t.app.inject({ url: `/api/v1/needs/${needId}`, headers: t.auth(admin) })).json();

async function recordsOfKey(t: TTestContext, key: string) {
  const { rows } = await t.sandboxCrm!.storage.query<{ id: string }>(
    'SELECT id FROM crm_sandbox_records WHERE external_key = $1',
    [key],
  );
  return rows.map((r) => r.id);
}

describe('browser run with the 2FA relay', () => {
  const t = useTestContext({
    sandboxCrm: true,
    env: { CRM_SANDBOX_2FA_CODE: CODE, CRM_TIMEOUT_SECONDS: '20' },
    rpa: { twofaPollMs: 100 },
  });

  it('streams frames, asks for the code, refuses a wrong one, completes and links the need; a second run finds the same record', async () => {
    const { base, admin, needId } = await setUp(t);
    const flowId = await launchOpportunity(t, admin, needId);
    const viewer = connectStream(base, flowId, admin.token);
    await viewer.waitFor((m) => m.type === 'connection_established');

    const request = await viewer.waitFor((m) => m.type === 'twofa_code_request', 60_000);
    expect(request.message).toBe(RPA_MESSAGES.codeRequested);
    const waiting = (
      await t.app.inject({ url: `/api/v1/admin/flows/${flowId}`, headers: t.auth(admin) })
    ).json();
    expect(waiting).toMatchObject({ status: 'processing', message: RPA_MESSAGES.waitingForCode });
    const frame = await viewer.waitFor((m) => m.type === 'screencast_frame', 30_000);
    expect(Buffer.from(String(frame.data), 'base64').subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]), // a JPEG
    );

    viewer.send({ type: 'twofa_code_input', code: '000000', need_id: needId });
    expect(await viewer.waitFor((m) => m.type === 'twofa_error', 30_000)).toMatchObject({
      message: 'Invalid verification code',
    });
    viewer.send({ type: 'twofa_code_input', code: CODE, need_id: needId });
    await viewer.waitFor((m) => m.type === 'twofa_success', 30_000);
    const done = await viewer.waitFor(
      (m) => m.type === 'status_update' && m.status === 'completed',
      90_000,
    );
    expect(done).toBeTruthy();
    expect((await viewer.closed).code).toBe(1000);

    const flow = await waitForEnd(t, admin, flowId);
    expect(flow.status, flow.error).toBe('completed');
    const need = await readNeed(t, admin, needId);
    expect(need.opportunitySalesforceId).toMatch(/^006[A-Za-z0-9]{15}$/);
    expect(need.opportunitySalesforceUrl).toBe(
      `${t.sandboxCrm!.url}/sandbox-crm/lightning/r/Opportunity/${need.opportunitySalesforceId}/view`,
    );
    expect(await recordsOfKey(t, `${needId}:opportunity`)).toEqual([need.opportunitySalesforceId]);

    // The device is remembered (saved browser session): no code asked, the same record found.
    const again = await launchOpportunity(t, admin, needId);
    const second = await waitForEnd(t, admin, again);
    expect(second.status, second.error).toBe('completed');
    const row = await t.app.ctx.jobs.flows.findById(again);
    expect((row!.result!.stages as { readback: { id: string } }).readback.id).toBe(
      need.opportunitySalesforceId,
    );
    expect(fs.existsSync(storageStatePath(t.config.DATA_DIR, 'sandbox'))).toBe(true);
    expect(await recordsOfKey(t, `${needId}:opportunity`)).toEqual([need.opportunitySalesforceId]);
    expect((await readNeed(t, admin, needId)).opportunitySalesforceId).toBe(
      need.opportunitySalesforceId,
    );
  });
});

describe('browser run against a slow CRM', () => {
  const t = useTestContext({ sandboxCrm: true, env: { CRM_TIMEOUT_SECONDS: '3' } });

  it('fails with a clear timeout, and a new launch succeeds without a second record', async () => {
    const { admin, needId } = await setUp(t);
    const faults = (body: { saveDelayMs: number; count: number }) =>
      t.sandboxCrm!.service.setFaults(body);
    expect(await faults({ saveDelayMs: 6_000, count: 1 })).toEqual({
      saveDelayMs: 6_000,
      count: 1,
    });

    const failed = await waitForEnd(t, admin, await launchOpportunity(t, admin, needId));
    expect(failed.status).toBe('error');
    expect(failed.error).toBe('The CRM did not answer within 3 s while saving the Opportunity');

    expect(await faults({ saveDelayMs: 0, count: 0 })).toEqual({ saveDelayMs: 0, count: 0 });
    // The slow save still lands in the CRM after the run gave up on it.
    await until(async () => (await recordsOfKey(t, `${needId}:opportunity`)).length > 0, {
      timeout: 20_000,
      message: 'the slow save never landed',
    });
    const [landed] = await recordsOfKey(t, `${needId}:opportunity`);

    const retried = await waitForEnd(t, admin, await launchOpportunity(t, admin, needId));
    expect(retried.status, retried.error).toBe('completed');
    expect(await recordsOfKey(t, `${needId}:opportunity`)).toEqual([landed]);
    expect((await readNeed(t, admin, needId)).opportunitySalesforceId).toBe(landed);
  });
});

describe('workflow requests when CRM_MODE writes through the browser', () => {
  const t = useTestContext({
    sandboxCrm: true,
    env: { CRM_MODE: 'opportunity:rpa', CRM_TIMEOUT_SECONDS: '20' },
  });

  it('a Sales user request starts a browser run, and the request follows it', async () => {
    const { admin, needId } = await setUp(t);
    const sales = await t.createUser('Sales');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workflow-requests',
      headers: t.auth(sales),
      payload: { type: 'salesforce_opportunity_create', payload: { needId } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const triggered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/workflow-requests/${id}/trigger`,
      headers: t.auth(sales),
      payload: {},
    });
    expect(triggered.statusCode, triggered.body).toBeLessThan(300);
    const flowId = triggered.json().flowId as string;
    const flow = await waitForEnd(t, admin, flowId);
    expect(flow).toMatchObject({ type: 'rpa_browser_opportunity', status: 'completed' });
    const request = await until(
      async () => {
        const read = (
          await t.app.inject({ url: `/api/v1/workflow-requests/${id}`, headers: t.auth(sales) })
        ).json();
        return read.status === 'COMPLETED' ? read : null;
      },
      { timeout: 10_000, message: 'the workflow request never completed' },
    );
    expect(request.status).toBe('COMPLETED');
    const need = await readNeed(t, admin, needId);
    expect(await recordsOfKey(t, `${needId}:opportunity`)).toEqual([need.opportunitySalesforceId]);
  });
});

describe('browser run waiting for a code', () => {
  const t = useTestContext({
    sandboxCrm: true,
    env: { CRM_SANDBOX_2FA_CODE: CODE, CRM_TIMEOUT_SECONDS: '20' },
    rpa: { twofaTimeoutMs: 2_000, twofaPollMs: 100 },
  });

  it('fails with a clear error when no code comes in time; a cancel ends the wait at once', async () => {
    const { admin, needId } = await setUp(t);
    const timedOut = await waitForEnd(t, admin, await launchOpportunity(t, admin, needId));
    expect(timedOut.status).toBe('error');
    expect(timedOut.error).toBe(RPA_MESSAGES.codeTimeout);

    // A headed run without a display runs headless and says so while it waits.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/flows/rpa/twofa_verification/00000000-0000-0000-0000-000000000000?headless=false`,
      headers: t.auth(admin),
    });
    expect(res.statusCode, res.body).toBe(202);
    const flowId = res.json().flow_id as string;
    const flow = await until(
      async () => {
        const read = await readFlow(t, admin, flowId);
        return String(read.message).startsWith(RPA_MESSAGES.waitingForCode) ? read : null;
      },
      { message: 'the run never said it waits for a code' },
    );
    expect(flow.message).toBe(`${RPA_MESSAGES.waitingForCode}. ${RPA_MESSAGES.noDisplay}`);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/flows/${flowId}/cancel`,
      headers: t.auth(admin),
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await waitForEnd(t, admin, flowId)).status).toBe('cancelled');
  });
});

describe('browser run taken up by another process', () => {
  const t = useTestContext({ sandboxCrm: true, env: { CRM_TIMEOUT_SECONDS: '20' } });

  /**
   * A run whose earlier stages were done by a process that died (their outputs saved, its
   * browser gone): this process opens a new browser and redoes only what the stage needs.
   */
  async function resumeWith(template: string, stages: string[]) {
    const { jobs } = t.app.ctx;
    const done = (await jobs.flows.findById(template))!;
    const kept = Object.fromEntries(
      Object.entries(done.result!.stages as Record<string, unknown>).filter(([k]) =>
        stages.includes(k),
      ),
    );
    const flow = await jobs.create({
      type: done.type,
      idPrefix: 'rpa_',
      payload: done.payload!,
      needId: done.needId,
      createdBy: done.createdBy,
    });
    const withStages = (await jobs.flows.update(flow.id, { result: { stages: kept } }))!;
    await jobs.enqueue(withStages);
    return flow.id;
  }

  it('redoes the form after a crash before the save, and finds the saved record by its key after a crash after it', async () => {
    const { admin, needId } = await setUp(t);
    const first = await waitForEnd(t, admin, await launchOpportunity(t, admin, needId));
    expect(first.status, first.error).toBe('completed');
    const [id] = await recordsOfKey(t, `${needId}:opportunity`);

    const beforeSave = await resumeWith(first.id, ['poll', 'login', 'open', 'fill']);
    const redone = await waitForEnd(t, admin, beforeSave);
    expect(redone.status, redone.error).toBe('completed');

    const afterSave = await resumeWith(first.id, ['poll', 'login', 'open', 'fill', 'save']);
    const found = await waitForEnd(t, admin, afterSave);
    expect(found.status, found.error).toBe('completed');
    const row = await t.app.ctx.jobs.flows.findById(afterSave);
    expect((row!.result!.stages as { readback: { id: string } }).readback.id).toBe(id);

    expect(await recordsOfKey(t, `${needId}:opportunity`)).toEqual([id]);
  });
});
