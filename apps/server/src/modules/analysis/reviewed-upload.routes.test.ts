import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, candidates, documentReviews, flows } from '../../db/schema/index.ts';
import { startFakeAi, type TFakeAi } from '../../../test/fake-ai.ts';
import { createTestContext, type TTestUser } from '../../../test/test-app.ts';
import { ENGLISH_CV, FRENCH_JD, makePdf } from './test-support/documents.ts';
import { recordEvents } from './test-support/events.ts';
import { postAnalyze } from './test-support/uploads.ts';

/**
 * A document a person reviewed is read once: the upload confirmed after the review reuses the
 * review's text and analysis (kept by the file's SHA-256) instead of calling the AI again, and a
 * reviewed CV's upload writes the candidate once.
 */
describe('a reviewed document is read once', () => {
  let ai: TFakeAi;
  let t: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    ai = await startFakeAi();
  });
  afterAll(() => ai.close());
  beforeEach(async () => {
    t = await createTestContext({
      env: { AI_PROVIDER: 'openai', AI_BASE_URL: ai.baseUrl, AI_MODEL: 'fake-model' },
    });
  });
  afterEach(() => t.close());

  async function analyse(user: TTestUser, bytes: Buffer, type: 'jd' | 'cv', preview: boolean) {
    const res = await postAnalyze(t, user, [
      { name: 'files', filename: `${type}.pdf`, bytes },
      { name: 'file_types', value: type },
      ...(preview ? [{ name: 'preview', value: 'true' }] : []),
    ]);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** Presign, PUT and complete, as the web attaches the reviewed file. */
  async function attachCv(user: TTestUser, candidateId: string, bytes: Buffer) {
    const base = `/api/v1/candidates/${candidateId}/cv`;
    const slot = (
      await t.app.inject({
        method: 'GET',
        url: `${base}/presign?filename=cv.pdf&method=PUT`,
        headers: t.auth(user),
      })
    ).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: new URL(slot.uploadUrl).pathname,
      headers: { 'content-type': 'application/pdf' },
      payload: bytes,
    });
    expect(put.statusCode).toBe(204);
    const complete = await t.app.inject({
      method: 'POST',
      url: `${base}/complete`,
      headers: t.auth(user),
      payload: { objectKey: slot.objectKey, filename: 'cv.pdf' },
    });
    expect(complete.statusCode).toBe(200);
    return complete.json();
  }

  async function createCandidate(user: TTestUser) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidates',
      headers: t.auth(user),
      payload: { name: 'Jane Doe', email: 'jane.doe@example.com' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }

  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'candidate'), eq(auditLog.entityId, id)));

  it('a reviewed CV: no second reading or analysis, one candidate write, no job', async () => {
    const sales = await t.createUser('Sales');
    const bytes = await makePdf(ENGLISH_CV);
    const start = ai.calls();
    await analyse(sales, bytes, 'cv', true);
    const reviewCalls = ai.calls();
    expect(reviewCalls).toBe(start + 1);
    const id = await createCandidate(sales);
    const audited = (await auditOf(id)).length;
    const recorder = recordEvents(t.app.ctx.bus);

    const reply = await attachCv(sales, id, bytes);
    recorder.stop();
    expect(reply).toMatchObject({ filename: 'cv.pdf', entity_id: null, job_id: null });
    expect(ai.calls()).toBe(reviewCalls);
    const written = (await auditOf(id)).slice(audited);
    expect(written.map((row) => row.action)).toEqual(['cv_upload']);
    const updates = recorder.events.filter(
      (e) => e.event_type === 'candidate_updated' && e.entity_id === id,
    );
    expect(updates).toHaveLength(1);
    expect(await t.database.db.select().from(flows).where(eq(flows.candidateId, id))).toEqual([]);
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, id));
    expect(row).toMatchObject({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      cvFileName: 'cv.pdf',
      cvAnalysisStatus: 'READY',
      cvRole: 'Senior Java Developer',
      phone: '+33612345678',
    });
    expect(row!.skills).toEqual(expect.arrayContaining(['Java', 'Spring Boot']));
    expect(row!.cvAnalysis).toMatchObject({ role: 'Senior Java Developer' });
    // The CV's kept reading served its upload: it is not kept any longer.
    expect(await t.database.db.select().from(documentReviews)).toEqual([]);
  });

  it('a CV no review read is analysed by its job, as before', async () => {
    const sales = await t.createUser('Sales');
    await analyse(sales, await makePdf(['Someone Else', 'Go Developer']), 'cv', true);
    const id = await createCandidate(sales);
    const calls = ai.calls();
    const recorder = recordEvents(t.app.ctx.bus);
    const reply = await attachCv(sales, id, await makePdf(ENGLISH_CV));
    expect(reply.entity_id).toMatch(/^flow_/);
    await recorder.waitFor(
      (e) => e.event_type === 'candidate_analysis_complete' && e.job_id === reply.entity_id,
    );
    recorder.stop();
    expect(ai.calls()).toBe(calls + 1);
  });

  it('a reviewed job description: its analysis job reuses the text and asks the AI once more', async () => {
    const sales = await t.createUser('Sales');
    const bytes = await makePdf(FRENCH_JD);
    const start = ai.calls();
    await analyse(sales, bytes, 'jd', true);
    expect(ai.calls()).toBe(start + 1);
    const recorder = recordEvents(t.app.ctx.bus);
    const [result] = (await analyse(sales, bytes, 'jd', false)).results;
    const done = await recorder.waitFor(
      (e) => e.event_type === 'need_analysis_complete' && e.job_id === result.entity_id,
    );
    recorder.stop();
    expect(done.payload).toMatchObject({ jd_analysis_status: 'READY' });
    expect(ai.calls()).toBe(start + 2);
  });
});
