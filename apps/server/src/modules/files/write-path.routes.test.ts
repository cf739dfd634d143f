import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, candidates, needCandidates, needs } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { recordEvents } from '../analysis/test-support/events.ts';
import { ENGLISH_CV, FRENCH_JD } from '../analysis/test-support/documents.ts';
import type { TLiveEvent } from '../realtime/event-bus.ts';
import { uploadAndComplete } from '../analysis/test-support/uploads.ts';

/** An event's type and the shape of its payload (keys, and the keys of nested records). */
function shapeOf(event: TLiveEvent | undefined) {
  const payload = event?.payload ?? {};
  const nested = Object.fromEntries(
    Object.entries(payload)
      .filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v))
      .map(([k, v]) => [k, Object.keys(v as object).sort()]),
  );
  return { type: event?.event_type, keys: Object.keys(payload).sort(), nested };
}

describe('one write path: file uploads write needs and candidates like the manual routes', () => {
  const t = useTestContext();

  async function audits(entityId: string, action: string) {
    return t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.id));
  }

  it('a JD upload and its deletion are audited and announced as need_updated in the manual shape', async () => {
    const sales = await t.createUser('Sales');
    const [need] = await t.database.db
      .insert(needs)
      .values({ title: 'Java developer', client: 'Acme' })
      .returning();
    const recorder = recordEvents(t.app.ctx.bus);

    // By hand: PATCH /needs/{id}.
    const manual = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${need!.id}`,
      headers: t.auth(sales),
      payload: { description: 'Backend work' },
    });
    expect(manual.statusCode).toBe(200);
    const manualEvent = recorder.events.splice(0).find((e) => e.event_type === 'need_updated');
    expect(manualEvent).toBeDefined();

    // By upload.
    const { objectKey, body } = await uploadAndComplete(
      t,
      sales,
      `/api/v1/needs/${need!.id}/jd`,
      FRENCH_JD,
    );
    const uploaded = recorder.events.find((e) => e.event_type === 'need_updated');
    expect(uploaded?.entity_id).toBe(need!.id);
    expect(uploaded?.payload).toMatchObject({
      jdS3Url: objectKey,
      jobDescriptionFile: 'doc.pdf',
      version: expect.any(Number),
      updatedAt: expect.any(String),
      need: { id: need!.id, jdS3Url: objectKey, jobDescriptionFile: 'doc.pdf' },
    });
    expect(shapeOf(uploaded).nested).toEqual(shapeOf(manualEvent).nested);
    const [uploadAudit] = await audits(need!.id, 'jd_upload');
    expect(uploadAudit).toMatchObject({
      entityType: 'need',
      actorId: sales.id,
      changes: {
        jdS3Url: { from: null, to: objectKey },
        jobDescriptionFile: { from: null, to: 'doc.pdf' },
      },
    });
    await recorder.waitFor(
      (e) => e.event_type === 'need_analysis_complete' && e.job_id === body.job_id,
    );
    recorder.events.splice(0);

    // Deletion.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/needs/${need!.id}/jd`,
      headers: t.auth(sales),
    });
    expect(del.statusCode).toBe(204);
    const deleted = recorder.events.find((e) => e.event_type === 'need_updated');
    expect(deleted?.payload).toMatchObject({
      jdS3Url: null,
      jobDescriptionFile: null,
      need: { id: need!.id, jdS3Url: null, jobDescriptionFile: null },
    });
    expect(shapeOf(deleted).nested).toEqual(shapeOf(manualEvent).nested);
    const [deleteAudit] = await audits(need!.id, 'jd_delete');
    expect(deleteAudit?.changes).toMatchObject({
      jdS3Url: { from: objectKey, to: null },
      jobDescriptionFile: { from: 'doc.pdf', to: null },
    });
    recorder.stop();
  });

  it('a CV upload and its deletion are audited and announced as candidate_updated in the manual shape', async () => {
    const sales = await t.createUser('Sales');
    const db = t.database.db;
    const [need] = await db.insert(needs).values({ title: 'Java', client: 'Acme' }).returning();
    const [candidate] = await db
      .insert(candidates)
      .values({ name: 'Jean Dupont', email: 'jean@example.com' })
      .returning();
    await db.insert(needCandidates).values({ needId: need!.id, candidateId: candidate!.id });
    const recorder = recordEvents(t.app.ctx.bus);

    // By hand: PATCH /candidates/{id}.
    const manual = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${candidate!.id}`,
      headers: t.auth(sales),
      payload: { phone: '+33 6 12 34 56 78' },
    });
    expect(manual.statusCode).toBe(200);
    const manualEvents = recorder.events
      .splice(0)
      .filter((e) => e.event_type === 'candidate_updated');
    expect(manualEvents).toHaveLength(1);

    // By upload (no analysis: only the file write).
    const { objectKey } = await uploadAndComplete(
      t,
      sales,
      `/api/v1/candidates/${candidate!.id}/cv`,
      ENGLISH_CV,
      { analyze: false },
    );
    const uploaded = recorder.events.splice(0).filter((e) => !e.job_id);
    expect(uploaded.map(shapeOf)).toEqual(manualEvents.map(shapeOf));
    expect(uploaded[0]?.payload).toMatchObject({
      need_id: need!.id,
      candidate: { id: candidate!.id, cvUrl: objectKey, cvFileName: 'doc.pdf' },
    });
    const [uploadAudit] = await audits(candidate!.id, 'cv_upload');
    expect(uploadAudit).toMatchObject({
      entityType: 'candidate',
      actorId: sales.id,
      changes: { fields: ['cvUrl', 'cvFileKey', 'cvFileName'], cvFileName: 'doc.pdf' },
    });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/candidates/${candidate!.id}/cv`,
      headers: t.auth(sales),
    });
    expect(del.statusCode).toBe(204);
    const deleted = recorder.events.splice(0);
    expect(deleted.map(shapeOf)).toEqual(manualEvents.map(shapeOf));
    expect(deleted[0]?.payload).toMatchObject({
      candidate: { id: candidate!.id, cvUrl: null, cvFileName: null },
    });
    expect(await audits(candidate!.id, 'cv_delete')).toHaveLength(1);
    recorder.stop();
  });
});
