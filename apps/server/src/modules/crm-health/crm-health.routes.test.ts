import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CRM_ERROR_KINDS, ZCrmHealth, type TCrmHealth } from '@staffing/domain';
import { flows } from '../../db/schema/index.ts';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { CRM_WRITE_MESSAGES as CRM_SANDBOX_MESSAGES } from '../crm/crm-mapping.ts';
import type { TFlowInsert } from '../jobs/flows.repository.ts';
import { until } from '../../../test/until.ts';

// One test writes to the CRM: every test has the sandbox CRM beside its app.
const t = useTestContext({ sandboxCrm: true });
const URL = '/api/v1/admin/crm/health';
const DAY = 86_400_000;

const get = (user: TTestUser, url: string) => t.app.inject({ url, headers: t.auth(user) });
const post = (user: TTestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.auth(user), payload });

async function health(user: TTestUser, query = ''): Promise<TCrmHealth> {
  const res = await get(user, `${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZCrmHealth.parse(res.json());
}

async function createNeed(user: TTestUser, title: string) {
  const sales = await t.createUser('Sales');
  const res = await post(user, '/api/v1/needs', {
    title,
    client: 'ACME',
    priority: 'P1',
    tjm: 650,
    consultants: [sales.id],
    orderClients: ['Jane Buyer'],
    orderClientsEmail: ['jane@acme.fr'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string };
}

/** A finished CRM run as a connector left it (the workers never touch the legacy type). */
async function seedFailure(values: Partial<TFlowInsert> & { failedDaysAgo?: number } = {}) {
  const { failedDaysAgo = 1, ...rest } = values;
  return t.app.ctx.jobs.flows.insert({
    id: `rpa_${crypto.randomUUID()}`,
    type: 'rpa_legacy',
    category: 'crm_rpa',
    status: 'error',
    error: 'The CRM refused the write',
    completedAt: new Date(Date.now() - failedDaysAgo * DAY),
    payload: {},
    result: { stages: {} },
    metadata: {},
    ...rest,
  });
}

const crmError = (errorCode: string, fields: string[] = [], message = `${errorCode} said no`) => ({
  crmError: { errorCode, fields, message, stage: 'classify', at: new Date().toISOString() },
});

describe('CRM health', () => {
  it('is refused to Sales and Recruiters with the Flow Administration message', async () => {
    for (const role of ['Sales', 'Recruiter'] as const) {
      const res = await get(await t.createUser(role), `${URL}?kind=exploded`);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only administrators can manage flows');
    }
  });

  it('counts failed CRM runs and affected needs per kind, and lists them newest first', async () => {
    const admin = await t.createUser('Admin');
    const a = await createNeed(admin, 'Java developer');
    const b = await createNeed(admin, 'Data engineer');
    const dup1 = await seedFailure({
      needId: a.id,
      needName: 'Old title',
      candidateName: 'Ada Lovelace',
      metadata: crmError('DUPLICATES_DETECTED', ['Name', 'AccountId'], 'Use one of these records?'),
      failedDaysAgo: 3,
    });
    const dup2 = await seedFailure({
      needId: a.id,
      metadata: crmError('DUPLICATES_DETECTED'),
      failedDaysAgo: 2,
    });
    const dup3 = await seedFailure({
      needId: b.id,
      status: 'failed',
      metadata: crmError('DUPLICATE_VALUE'),
      failedDaysAgo: 1,
    });
    // Distinct times: two failures of one millisecond have no order to check.
    const locked = await seedFailure({
      needId: b.id,
      metadata: crmError('UNABLE_TO_LOCK_ROW'),
      failedDaysAgo: 0.5,
    });
    // Not a CRM refusal (the browser crashed): 'other', with the flow's own error.
    const crashed = await seedFailure({
      needId: b.id,
      error: 'Browser crashed',
      stage: 'apply',
      failedDaysAgo: 0.25,
    });
    // Not counted: older than 30 days, not failed, not a CRM run.
    const old = await seedFailure({
      needId: a.id,
      metadata: crmError('TIMEOUT'),
      failedDaysAgo: 40,
    });
    await seedFailure({ needId: a.id, status: 'completed', metadata: crmError('TIMEOUT') });
    await seedFailure({ needId: a.id, status: 'processing', metadata: crmError('TIMEOUT') });
    await seedFailure({ category: 'analysis_processing', metadata: crmError('TIMEOUT') });

    const all = await health(admin);
    expect(all.kinds.map((k) => k.kind)).toEqual([...CRM_ERROR_KINDS]);
    const cards = Object.fromEntries(all.kinds.map((k) => [k.kind, [k.errors, k.needs]]));
    expect(cards).toEqual({
      validation_rule: [0, 0],
      duplicate: [3, 2],
      missing_field: [0, 0],
      permission: [0, 0],
      lock: [1, 1],
      limit: [0, 0],
      unavailable: [0, 0],
      other: [1, 1],
    });
    expect(all.kinds.find((k) => k.kind === 'lock')!.label).toBe('Record lock');
    expect(all.total).toBe(5);
    expect(all.failures.map((f) => f.flowId)).toEqual([
      crashed.id,
      locked.id,
      dup3.id,
      dup2.id,
      dup1.id,
    ]);
    expect(all.failures.at(-1)).toEqual({
      flowId: dup1.id,
      type: 'rpa_legacy',
      status: 'error',
      needId: a.id,
      // The need's name as it is now, not as the run saw it.
      needName: 'Java developer',
      candidateName: 'Ada Lovelace',
      errorCode: 'DUPLICATES_DETECTED',
      kind: 'duplicate',
      message: 'Use one of these records?',
      fields: ['Name', 'AccountId'],
      stage: 'classify',
      failedAt: dup1.completedAt!.toISOString(),
    });
    expect(all.failures[0]).toMatchObject({
      errorCode: null,
      kind: 'other',
      message: 'Browser crashed',
      fields: [],
      stage: 'apply',
    });
    expect(all.failures.find((f) => f.flowId === dup3.id)!.status).toBe('error');

    const duplicates = await health(admin, '?kind=duplicate');
    expect(duplicates.failures.map((f) => f.flowId)).toEqual([dup3.id, dup2.id, dup1.id]);
    expect(duplicates.total).toBe(3);
    // The cards always count the whole period.
    expect(duplicates.kinds.find((k) => k.kind === 'other')!.errors).toBe(1);

    const since = new Date(Date.now() - 50 * DAY).toISOString().slice(0, 10);
    const longer = await health(admin, `?from=${since}&kind=unavailable`);
    expect(longer.failures.map((f) => f.flowId)).toEqual([old.id]);
    const window = await health(admin, `?from=${since}&to=${since}`);
    expect(window.total).toBe(0);
    expect(window.from).toBe(`${since}T00:00:00.000Z`);
    expect(window.to).toBe(`${since}T23:59:59.999Z`);

    for (const [query, detail] of [
      ['?kind=exploded', 'Invalid CRM error kind: exploded'],
      ['?from=2026-02-01&to=2026-01-01', 'from must not be after to'],
      ['?to=someday', 'to must be a valid date'],
    ]) {
      const res = await get(admin, `${URL}${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toContain(detail);
    }
  });

  it('shows a real CRM refusal of a run, and drops it once a bulk retry succeeds', async () => {
    const admin = await t.createUser('Admin');
    const need = await createNeed(admin, 'Mission first');
    const request = async (type: string) => {
      const res = await post(admin, '/api/v1/workflow-requests', {
        type,
        payload: { needId: need.id },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as string;
      const started = await post(admin, `/api/v1/workflow-requests/${id}/trigger`, {});
      expect(started.statusCode, started.body).toBe(202);
      return started.json().flowId as string;
    };
    const flowStatus = (id: string) =>
      t.database.db
        .select()
        .from(flows)
        .where(eq(flows.id, id))
        .then((rows) => rows[0]?.status);

    // A mission before the opportunity: the sandbox CRM refuses with REQUIRED_FIELD_MISSING.
    const missionFlow = await request('salesforce_mission_create');
    await until(async () => (await flowStatus(missionFlow)) === 'error');
    const failed = await health(admin);
    expect(failed.kinds.find((k) => k.kind === 'missing_field')).toMatchObject({
      errors: 1,
      needs: 1,
    });
    expect(failed.failures).toEqual([
      expect.objectContaining({
        flowId: missionFlow,
        type: 'rpa_mission',
        needId: need.id,
        needName: 'Mission first',
        errorCode: 'REQUIRED_FIELD_MISSING',
        kind: 'missing_field',
        message: CRM_SANDBOX_MESSAGES.opportunityFirst,
        fields: ['OpportunityId'],
        stage: 'classify',
      }),
    ]);

    // Fix: create the opportunity, then retry the selected failure.
    const opportunityFlow = await request('salesforce_opportunity_create');
    await until(async () => (await flowStatus(opportunityFlow)) === 'completed');
    const retried = await post(admin, '/api/v1/admin/flows/bulk', {
      action: 'retry',
      ids: [missionFlow],
      reason: 'Retried from CRM Health',
    });
    expect(retried.json()).toMatchObject({ affected: 1, flowIds: [missionFlow] });
    await until(async () => (await flowStatus(missionFlow)) === 'completed');
    const healed = await health(admin);
    expect(healed.total).toBe(0);
    expect(healed.kinds.every((k) => k.errors === 0)).toBe(true);
    const [row] = await t.database.db.select().from(flows).where(eq(flows.id, missionFlow));
    expect(row!.metadata).not.toHaveProperty('crmError');
  });
});
