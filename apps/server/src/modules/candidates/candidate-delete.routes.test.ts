import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_DELETE_REASON } from '@staffing/domain';
import { flows, storedFiles, workflowRequests } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { keyPrefix, makeObjectKey } from '../files/object-keys.ts';
import { candidateTestKit } from './candidates.test-helpers.ts';

describe("an Admin's delete removes what an erasure removes", () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);
  const db = () => t.app.ctx.db;
  const storage = () => t.app.ctx.documents!.storage;

  async function storeFile(ownerType: 'candidate' | 'need', ownerId: string, kind: 'cv' | 'jd') {
    const prefix = kind === 'cv' ? keyPrefix.cv(ownerId) : keyPrefix.jd(ownerId);
    const key = makeObjectKey(prefix, 'pdf');
    await storage().put(key, Buffer.from(`%PDF-1.4 ${kind}`), 'application/pdf');
    await db()
      .insert(storedFiles)
      .values({ key, ownerType, ownerId, kind, filename: `${kind}.pdf` });
    return key;
  }

  it('deleting a candidate removes its stored CV, its flows and its CRM requests; the register lists it', async () => {
    const sales = await t.createUser('Sales');
    const admin = await t.createUser('Admin');
    const need = await kit.createNeed();
    const cand = await kit.addCandidate(sales, need.id, {
      name: 'Grace Hopper',
      email: 'grace.delete@example.com',
    });
    const key = await storeFile('candidate', cand.id, 'cv');
    await db()
      .insert(flows)
      .values({
        id: 'flow_delete_test',
        type: 'mail_generation',
        category: 'mail_processing',
        needId: need.id,
        candidateId: cand.id,
        payload: { candidateName: 'Grace Hopper', candidateEmail: 'grace.delete@example.com' },
      });
    await db()
      .insert(workflowRequests)
      .values({
        type: 'salesforce_proposition_create',
        needId: need.id,
        candidateId: cand.id,
        payload: { needId: need.id, candidateId: cand.id },
      });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/candidates/${cand.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode, res.body).toBe(204);

    expect(await storage().get(key)).toBeNull();
    expect(await db().select().from(storedFiles).where(eq(storedFiles.ownerId, cand.id))).toEqual(
      [],
    );
    expect(await db().select().from(flows).where(eq(flows.candidateId, cand.id))).toEqual([]);
    expect(
      await db().select().from(workflowRequests).where(eq(workflowRequests.candidateId, cand.id)),
    ).toEqual([]);
    const register = await t.app.inject({
      url: '/api/v1/gdpr/register',
      headers: t.auth(admin),
    });
    expect(register.json().erasures[0]).toMatchObject({
      by: { id: admin.id },
      reason: CANDIDATE_DELETE_REASON,
      basis: 'legitimate_interest',
    });
  });

  it("a need's hard delete removes its job description from storage", async () => {
    const admin = await t.createUser('Admin');
    const need = await kit.createNeed();
    const key = await storeFile('need', need.id, 'jd');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await storage().get(key)).toBeNull();
    expect(await db().select().from(storedFiles).where(eq(storedFiles.ownerId, need.id))).toEqual(
      [],
    );
  });
});
