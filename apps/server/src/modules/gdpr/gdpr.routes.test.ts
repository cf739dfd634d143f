import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { addMonths, GDPR_RETENTION_REASON } from '@staffing/domain';
import {
  auditLog,
  candidates,
  flows,
  needCandidates,
  needs,
  scores,
  steps,
  storedFiles,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';
import { recomputeRetention } from '../steps/candidate-retention.ts';
import { candidateTestKit } from '../candidates/candidates.test-helpers.ts';
import { keyPrefix, makeObjectKey } from '../files/object-keys.ts';
import { startRetentionRun } from './gdpr-retention.job.ts';
import { ERASED_DELIVERY_BODY } from './gdpr.repository.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T08:00:00.000Z');

describe('GDPR', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);
  const db = () => t.app.ctx.db;
  const storage = () => t.app.ctx.documents!.storage;

  /** A candidate on a need, with steps, a stored CV and a score, written directly. */
  async function seedCandidate(input: {
    name: string;
    email: string;
    legalBasis?: 'consent' | 'legitimate_interest';
    consentGivenAt?: Date;
    createdAt?: Date;
    noGoAt?: Date;
    withFile?: boolean;
  }) {
    const [need] = await db()
      .insert(needs)
      .values({ title: `Need of ${input.name}`, client: 'Acme', column: 'GO_NOGO' })
      .returning();
    const [cand] = await db()
      .insert(candidates)
      .values({
        name: input.name,
        email: input.email,
        phone: '+33 6 12 34 56 78',
        cvCity: 'Lyon',
        cv1stExperienceTitle: 'Java developer',
        cv1stExperienceCompany: 'Globex',
        legalBasis: input.legalBasis ?? 'legitimate_interest',
        consentGivenAt: input.consentGivenAt ?? null,
        createdAt: input.createdAt ?? new Date(NOW.getTime() - 400 * DAY),
      })
      .returning();
    await db().insert(needCandidates).values({ needId: need!.id, candidateId: cand!.id });
    const identifiedAt = new Date(NOW.getTime() - 200 * DAY);
    await db().insert(steps).values({
      needId: need!.id,
      candidateId: cand!.id,
      type: 'CANDIDATE_IDENTIFIED',
      date: identifiedAt,
      createdAt: identifiedAt,
    });
    if (input.noGoAt)
      await db()
        .insert(steps)
        .values({
          needId: need!.id,
          candidateId: cand!.id,
          type: 'GO_NOGO',
          date: input.noGoAt,
          createdAt: input.noGoAt,
          detail: { decision: 'NO_GO', reason: 'Too expensive' },
        });
    await db()
      .insert(scores)
      .values({ needId: need!.id, candidateId: cand!.id, score: 72, justification: 'Good fit' });
    let key: string | null = null;
    if (input.withFile) {
      key = makeObjectKey(keyPrefix.cv(cand!.id), 'pdf');
      await storage().put(key, Buffer.from('%PDF-1.4 cv of the candidate'), 'application/pdf');
      await db()
        .insert(storedFiles)
        .values({ key, ownerType: 'candidate', ownerId: cand!.id, kind: 'cv', filename: 'cv.pdf' });
    }
    await db().transaction((tx) => recomputeRetention(tx, cand!.id));
    const [row] = await db().select().from(candidates).where(eq(candidates.id, cand!.id));
    return { need: need!, cand: row!, key };
  }

  it('recomputes the deadline on every write that can move it, and validates the fields', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const created = await kit.addCandidate(sales, need.id, {
      name: 'Jane Doe',
      email: 'jane.gdpr@example.com',
    });
    expect(created).toMatchObject({ legalBasis: 'legitimate_interest', retentionDeadline: null });

    const noGo = await kit.addStep(sales, need.id, created.id, {
      type: 'GO_NOGO',
      detailGoNoGo: { decision: 'NO_GO', reason: 'Too expensive' },
    });
    expect(noGo.statusCode, noGo.body).toBe(201);
    const afterNoGo = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/candidates/${created.id}`,
        headers: t.auth(sales),
      })
    ).json();
    const expected = addMonths(new Date(noGo.json().createdAt), 3).toISOString();
    expect(afterNoGo.retentionDeadline).toBe(expected);

    const consent = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${created.id}`,
      headers: t.auth(sales),
      payload: {
        legalBasis: 'consent',
        consentGivenAt: '2026-01-10T00:00:00.000Z',
        lastContactAt: '2026-02-01T00:00:00.000Z',
      },
    });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json()).toMatchObject({
      legalBasis: 'consent',
      consentGivenAt: '2026-01-10T00:00:00.000Z',
      retentionDeadline: addMonths(
        new Date(Math.max(Date.parse(created.createdAt), Date.parse('2026-02-01T00:00:00Z'))),
        24,
      ).toISOString(),
    });

    // Consent without a date: given now.
    const consented = await kit.addCandidate(sales, need.id, {
      name: 'Carl Consent',
      email: 'carl.gdpr@example.com',
      legalBasis: 'consent',
    });
    expect(Date.now() - Date.parse(consented.consentGivenAt)).toBeLessThan(60_000);
    // The latest of consent and creation (the same moment, give or take the transaction) + 24.
    expect(
      Math.abs(
        Date.parse(consented.retentionDeadline) -
          addMonths(new Date(consented.consentGivenAt), 24).getTime(),
      ),
    ).toBeLessThan(5_000);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${created.id}`,
      headers: t.auth(sales),
      payload: { legalBasis: 'contract' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('Legal basis must be consent or legitimate_interest');
    const badDate = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${created.id}`,
      headers: t.auth(sales),
      payload: { consentGivenAt: 'yesterday' },
    });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().detail).toBe('Consent date must be a valid date');
  });

  it('a need canceled ends the process of its candidates: their deadline is set', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed({ column: 'CANDIDATE_IDENTIFIED' });
    const created = await kit.addCandidate(sales, need.id, {
      name: 'Cora Canceled',
      email: 'cora.canceled@example.com',
    });
    expect(created.retentionDeadline).toBeNull();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${need.id}/column`,
      headers: t.auth(sales),
      payload: { column: 'CANCELED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const deadline = await until(
      async () => {
        const [row] = await db().select().from(candidates).where(eq(candidates.id, created.id));
        return row?.retentionDeadline ?? null;
      },
      { timeout: 5_000, message: 'the candidate never got a retention deadline' },
    );
    // Three months from now, give or take the seconds of the test.
    expect(Math.abs(deadline.getTime() - addMonths(new Date(), 3).getTime())).toBeLessThan(60_000);
  });

  it('retention on a fixed clock: erases the refused, warns the near, keeps the consented', async () => {
    const refusedAt = new Date(addMonths(NOW, -3).getTime() - DAY);
    const refused = await seedCandidate({
      name: 'Refused Person',
      email: 'refused@example.com',
      noGoAt: refusedAt,
      withFile: true,
    });
    expect(refused.cand.retentionDeadline?.toISOString()).toBe(
      addMonths(refusedAt, 3).toISOString(),
    );
    // Its owner was warned a warning period before: the erasure may happen.
    await db()
      .update(candidates)
      .set({ retentionWarnedAt: new Date(NOW.getTime() - 31 * DAY) })
      .where(eq(candidates.id, refused.cand.id));
    // A NO GO 20 days short of three months ago: the deadline is 20 days away.
    const near = await seedCandidate({
      name: 'Near Person',
      email: 'near@example.com',
      noGoAt: new Date(addMonths(NOW, -3).getTime() + 20 * DAY),
    });
    const consented = await seedCandidate({
      name: 'Kept Person',
      email: 'kept@example.com',
      legalBasis: 'consent',
      consentGivenAt: new Date(NOW.getTime() - 30 * DAY),
      noGoAt: new Date(NOW.getTime() - 200 * DAY),
    });
    expect(await storage().get(refused.key!)).not.toBeNull();
    const events = kit.captureEvents();

    // The run on the jobs platform, its clock fixed through the payload.
    const flowId = await startRetentionRun(t.app.ctx.jobs, {
      createdBy: null,
      trigger: 'admin',
      now: NOW,
    });
    const flow = await until(
      async () => {
        const [row] = await db().select().from(flows).where(eq(flows.id, flowId));
        return row && ['completed', 'error'].includes(row.status) ? row : null;
      },
      { message: 'the retention run never ended' },
    );
    expect(flow).toMatchObject({
      status: 'completed',
      category: 'data_protection',
      message: '1 warned, 1 erased',
    });

    // Erased: the record, its links, steps, scores and the file in storage.
    const gone = await db().select().from(candidates).where(eq(candidates.id, refused.cand.id));
    expect(gone).toHaveLength(0);
    expect(
      await db().select().from(steps).where(eq(steps.candidateId, refused.cand.id)),
    ).toHaveLength(0);
    expect(
      await db().select().from(scores).where(eq(scores.candidateId, refused.cand.id)),
    ).toHaveLength(0);
    expect(
      await db().select().from(storedFiles).where(eq(storedFiles.ownerId, refused.cand.id)),
    ).toHaveLength(0);
    expect(await storage().get(refused.key!)).toBeNull();
    // One anonymous line with why; no name or e-mail left in the audit.
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, refused.cand.id));
    const erased = audit.filter((a) => a.action === 'gdpr_erased');
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({
      entityType: 'candidate',
      actorId: null,
      changes: {
        reason: GDPR_RETENTION_REASON,
        basis: 'legitimate_interest',
        deadline: addMonths(refusedAt, 3).toISOString(),
      },
    });
    expect(JSON.stringify(audit)).not.toMatch(/Refused Person|refused@example\.com/);
    expect(
      events.some(
        (e) =>
          e.event_type === 'candidate_updated' &&
          e.entity_id === refused.cand.id &&
          e.payload.action === 'DELETED',
      ),
    ).toBe(true);

    // Warned, not erased.
    const [nearRow] = await db().select().from(candidates).where(eq(candidates.id, near.cand.id));
    expect(nearRow?.retentionWarnedAt?.toISOString()).toBe(NOW.toISOString());
    expect(
      events.some((e) => e.event_type === 'gdpr_retention_warning' && e.entity_id === near.cand.id),
    ).toBe(true);
    // Kept, not warned.
    const [keptRow] = await db()
      .select()
      .from(candidates)
      .where(eq(candidates.id, consented.cand.id));
    expect(keptRow?.retentionWarnedAt).toBeNull();
    expect(keptRow?.retentionDeadline?.getTime()).toBe(
      addMonths(new Date(NOW.getTime() - 30 * DAY), 24).getTime(),
    );

    // The register shows it: counts, the upcoming erasure (warned), the erasure done and why.
    const admin = await t.createUser('Admin');
    const register = await t.app.inject({
      method: 'GET',
      url: '/api/v1/gdpr/register',
      headers: t.auth(admin),
    });
    expect(register.statusCode).toBe(200);
    expect(register.json().counts).toEqual({ consent: 1, legitimate_interest: 1 });
    expect(register.json().erasures[0]).toMatchObject({
      by: null,
      reason: GDPR_RETENTION_REASON,
    });
  });

  it('exports everything held about a candidate as one archive (Admin only)', async () => {
    const { cand } = await seedCandidate({
      name: 'Export Person',
      email: 'export@example.com',
      withFile: true,
    });
    const sales = await t.createUser('Sales');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${cand.id}/gdpr-export`,
      headers: t.auth(sales),
    });
    expect(refused.statusCode).toBe(403);

    const admin = await t.createUser('Admin');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${cand.id}/gdpr-export`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="gdpr-export-export_person-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(zip).sort()).toEqual([
      'analyses.json',
      'audit.json',
      'emails.json',
      'files/cv.pdf',
      'profile.json',
      'scores.json',
      'steps.json',
    ]);
    const profile = JSON.parse(strFromU8(zip['profile.json']!));
    expect(profile.basics).toMatchObject({
      name: 'Export Person',
      email: 'export@example.com',
      phone: '+33 6 12 34 56 78',
      location: { city: 'Lyon' },
    });
    expect(profile.work).toEqual([{ name: 'Globex', position: 'Java developer' }]);
    expect(JSON.parse(strFromU8(zip['steps.json']!))).toMatchObject([
      { type: 'CANDIDATE_IDENTIFIED', needTitle: 'Need of Export Person' },
    ]);
    expect(JSON.parse(strFromU8(zip['scores.json']!))).toMatchObject([
      { score: 72, justification: 'Good fit' },
    ]);
    expect(strFromU8(zip['files/cv.pdf']!)).toBe('%PDF-1.4 cv of the candidate');
  });

  it('erases on request: Admin only, a reason required, irreversible', async () => {
    const { cand, key } = await seedCandidate({
      name: 'Asked Person',
      email: 'asked@example.com',
      withFile: true,
    });
    const sales = await t.createUser('Sales');
    const admin = await t.createUser('Admin');
    const url = `/api/v1/candidates/${cand.id}/erase`;
    const forbidden = await t.app.inject({
      method: 'POST',
      url,
      headers: t.auth(sales),
      payload: { reason: 'asked' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBe('Only Admins can manage personal data (GDPR)');
    const noReason = await t.app.inject({
      method: 'POST',
      url,
      headers: t.auth(admin),
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail).toBe('A reason is required to erase a candidate');

    // A webhook receiver was sent the candidate when it was linked, and another candidate since.
    const [endpoint] = await db()
      .insert(webhookEndpoints)
      .values({
        url: 'https://hooks.example.com/in',
        events: ['candidate.linked'],
        secret: 'whsec_x',
      })
      .returning();
    const sent = (candidate: { id: string; name: string }) =>
      JSON.stringify({ type: 'candidate.linked', data: { candidate } });
    await db()
      .insert(webhookDeliveries)
      .values([
        {
          id: 'msg_erased',
          endpointId: endpoint!.id,
          eventType: 'candidate.linked',
          body: sent(cand),
        },
        {
          id: 'msg_other',
          endpointId: endpoint!.id,
          eventType: 'candidate.linked',
          body: sent({ id: 'someone-else', name: 'Other Person' }),
        },
      ]);

    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: t.auth(admin),
      payload: { reason: 'Right to erasure requested by e-mail' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: cand.id, filesRemoved: 1 });
    expect(await storage().get(key!)).toBeNull();
    const bodies = Object.fromEntries(
      (await db().select().from(webhookDeliveries)).map((d) => [d.id, d.body]),
    );
    expect(bodies.msg_erased).toBe(ERASED_DELIVERY_BODY);
    expect(bodies.msg_other).toContain('Other Person');
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: t.auth(admin),
      payload: { reason: 'again' },
    });
    expect(again.statusCode).toBe(404);
    const register = (
      await t.app.inject({ method: 'GET', url: '/api/v1/gdpr/register', headers: t.auth(admin) })
    ).json();
    expect(register.erasures[0]).toMatchObject({
      by: { id: admin.id, name: admin.name },
      reason: 'Right to erasure requested by e-mail',
    });
  });

  it('lets an Admin queue the retention run now', async () => {
    const admin = await t.createUser('Admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gdpr/retention/run',
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(202);
    const [flow] = await db().select().from(flows).where(eq(flows.id, res.json().flowId));
    expect(flow).toMatchObject({ type: 'gdpr_retention', createdBy: admin.id });
    // The run ends before the test does: a job still running when the app closes would write
    // to a closed database.
    await expect
      .poll(
        async () =>
          (await db().select().from(flows).where(eq(flows.id, res.json().flowId)))[0]?.status,
        { timeout: 30_000, interval: 100 },
      )
      .toBe('completed');
  });
});
