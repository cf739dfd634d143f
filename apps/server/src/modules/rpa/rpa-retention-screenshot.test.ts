import { describe, expect, it, vi } from 'vitest';
import { formatDdMmYyyy, RPA_MESSAGES } from '@staffing/domain';
import { useTestContext, type TTestContext, type TTestUser } from '../../../test/test-app.ts';

/**
 * A retention run launched with its projected start date, against the sandbox CRM beside the app with
 * Debian's Chromium, and the screenshot a run keeps of its last page (spec 001 §3 Flow
 * `metadata.screenshotUrl`), downloadable by Admins only.
 */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const DAY_MS = 24 * 60 * 60 * 1000;

async function setUp(t: TTestContext) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await t.createUser('Admin');
  const sales = await t.createUser('Sales');
  const need = await t.app.inject({
    method: 'POST',
    url: '/api/v1/needs',
    headers: t.auth(admin),
    payload: {
      title: 'Data engineer',
      client: 'ACME',
      priority: 'P1',
      tjm: 700,
      consultants: [sales.id],
      orderClients: ['Jane Buyer'],
      orderClientsEmail: ['jane@acme.fr'],
    },
  });
  expect(need.statusCode, need.body).toBe(201);
  const needId = need.json().id as string;
  const candidate = await t.app.inject({
    method: 'POST',
    url: `/api/v1/needs/${needId}/candidates`,
    headers: t.auth(admin),
    payload: { name: 'Ada Lovelace', email: `ada-${Date.now()}@example.com` },
  });
  expect(candidate.statusCode, candidate.body).toBe(201);
  return { admin, sales, needId, candidateId: candidate.json().id as string };
}

const launch = async (t: TTestContext, admin: TTestUser, path: string, payload = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/flows/rpa/${path}`,
    headers: t.auth(admin),
    payload,
  });

async function waitForEnd(t: TTestContext, admin: TTestUser, flowId: string) {
  return vi.waitFor(
    async () => {
      const flow = (
        await t.app.inject({ url: `/api/v1/admin/flows/${flowId}`, headers: t.auth(admin) })
      ).json();
      if (!['completed', 'error', 'cancelled'].includes(flow.status))
        throw new Error(`flow still ${flow.status}: ${flow.message}`);
      return flow;
    },
    { timeout: 90_000, interval: 100 },
  );
}

async function runOpportunity(t: TTestContext, admin: TTestUser, needId: string) {
  const res = await launch(t, admin, `opportunity/${needId}`);
  expect(res.statusCode, res.body).toBe(202);
  return waitForEnd(t, admin, res.json().flow_id);
}

const screenshot = (t: TTestContext, user: TTestUser, flowId: string) =>
  t.app.inject({ url: `/api/v1/admin/flows/${flowId}/screenshot`, headers: t.auth(user) });

describe('retention run from Run RPA', () => {
  const t = useTestContext({ sandboxCrm: true, env: { CRM_TIMEOUT_SECONDS: '20' } });

  it('refuses a launch without a usable projected start date, with the spec words', async () => {
    const { admin, needId, candidateId } = await setUp(t);
    const yesterday = formatDdMmYyyy(new Date(Date.now() - 2 * DAY_MS));
    for (const [body, message] of [
      [{ candidateId }, RPA_MESSAGES.retentionStartDateRequired],
      [{ candidateId, projectedStartDate: '31/02/2031' }, RPA_MESSAGES.invalidProjectedStartDate],
      [{ candidateId, projectedStartDate: yesterday }, RPA_MESSAGES.projectedStartInPast],
    ] as const) {
      const res = await launch(t, admin, `retention/${needId}`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toBe(message);
    }
  });

  it('completes with the date sent in the body, and keeps a screenshot of the saved record', async () => {
    const { admin, sales, needId, candidateId } = await setUp(t);
    expect((await runOpportunity(t, admin, needId)).status).toBe('completed');

    const start = new Date(Date.now() + 20 * DAY_MS);
    const res = await launch(t, admin, `retention/${needId}`, {
      candidateId,
      projectedStartDate: formatDdMmYyyy(start),
    });
    expect(res.statusCode, res.body).toBe(202);
    const flowId = res.json().flow_id as string;
    const flow = await waitForEnd(t, admin, flowId);
    expect(flow.status, flow.error).toBe('completed');
    expect(flow.payload.projectedStartDate).toBe(start.toISOString().slice(0, 10));

    const { rows } = await t.sandboxCrm!.storage.query<{ fields: Record<string, unknown> }>(
      'SELECT fields FROM crm_sandbox_records WHERE external_key = $1',
      [`${needId}:retention:${candidateId}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields.ProjectedStartDate__c).toBe(start.toISOString().slice(0, 10));

    expect(flow.metadata.screenshotUrl).toBe(`/api/v1/admin/flows/${flowId}/screenshot`);
    const shot = await screenshot(t, admin, flowId);
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.subarray(0, 4)).toEqual(PNG);
    expect((await screenshot(t, sales, flowId)).statusCode).toBe(403);
  });
});

describe('a browser stage that fails', () => {
  const t = useTestContext({ sandboxCrm: true, env: { CRM_TIMEOUT_SECONDS: '3' } });

  it('keeps a screenshot of the page it failed on; a flow without one answers 404', async () => {
    const { admin, needId } = await setUp(t);
    expect(await t.sandboxCrm!.service.setFaults({ saveDelayMs: 6_000, count: 1 })).toEqual({
      saveDelayMs: 6_000,
      count: 1,
    });
    const failed = await runOpportunity(t, admin, needId);
    expect(failed.status).toBe('error');
    expect(failed.metadata.screenshotUrl).toBe(`/api/v1/admin/flows/${failed.flowId}/screenshot`);
    const shot = await screenshot(t, admin, failed.flowId);
    expect(shot.statusCode).toBe(200);
    expect(shot.rawPayload.subarray(0, 4)).toEqual(PNG);

    const none = await screenshot(t, admin, 'rpa_00000000-0000-0000-0000-000000000000');
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('No screenshot for this flow');
  });
});
