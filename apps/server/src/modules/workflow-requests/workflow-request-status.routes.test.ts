import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getWorkflowRequestStatusRefusal, type TWorkflowRequestStatus } from '@staffing/domain';
import { auditLog, workflowRequests } from '../../db/schema/index.ts';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';

const BASE = '/api/v1/workflow-requests';

describe('workflow requests: a status is set by hand only within the status machine', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });

  async function requestIn(sales: TTestUser, status: TWorkflowRequestStatus) {
    const need = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: t.auth(sales),
      payload: { title: 'Kotlin lead', client: 'Globex', priority: 'P1', tjm: 650 },
    });
    expect(need.statusCode, need.body).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: t.auth(sales),
      payload: { type: 'salesforce_opportunity_create', payload: { needId: need.json().id } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await t.database.db.update(workflowRequests).set({ status }).where(eq(workflowRequests.id, id));
    return id;
  }

  const patch = (user: TTestUser, id: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${id}`,
      headers: t.auth(user),
      payload: { status },
    });

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(workflowRequests).where(eq(workflowRequests.id, id)))[0]
      ?.status;

  it('refuses COMPLETED and IN_PROGRESS by hand with 409 and the reason; nothing changes', async () => {
    const sales = await t.createUser('Sales');
    for (const [from, to] of [
      ['NEW', 'COMPLETED'],
      ['FAILED', 'COMPLETED'],
      ['PENDING', 'IN_PROGRESS'],
      ['IN_PROGRESS', 'NEW'],
      ['IN_PROGRESS', 'COMPLETED'],
      ['COMPLETED', 'NEW'],
    ] as const) {
      const id = await requestIn(sales, from);
      const res = await patch(sales, id, to);
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(res.json().detail).toBe(getWorkflowRequestStatusRefusal(from, to));
      expect(await statusOf(id)).toBe(from);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audit.filter((a) => a.action === 'update')).toHaveLength(0);
    }
  });

  it('lets a person queue, reset or record a failure', async () => {
    const sales = await t.createUser('Sales');
    for (const [from, to] of [
      ['NEW', 'PENDING'],
      ['FAILED', 'NEW'],
      ['CANCELLED', 'PENDING'],
      ['COMPLETED', 'FAILED'],
      ['IN_PROGRESS', 'FAILED'],
      ['COMPLETED', 'COMPLETED'],
    ] as const) {
      const id = await requestIn(sales, from);
      const res = await patch(sales, id, to);
      expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
      expect(await statusOf(id)).toBe(to);
    }
  });
});
