import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  auditLog,
  candidates,
  flows,
  needCandidates,
  needs,
  steps,
} from '../../db/schema/index.ts';
import { createTestContext, useTestContext } from '../../../test/test-app.ts';
import { keyPrefix, makeObjectKey } from '../files/object-keys.ts';
import { recordEvents } from './test-support/events.ts';
import {
  ENGLISH_CV,
  FRENCH_JD,
  makeDocx,
  makeExe,
  makePdf,
  makeScannedPdf,
  multipartBody,
} from './test-support/documents.ts';
import { until } from '../../../test/until.ts';

const URL = '/api/v1/analysisIA/files/analyze';

function analyzeRequest(
  file: { filename: string; bytes: Buffer },
  type: 'jd' | 'cv',
  apiConfig: Record<string, unknown> = {},
) {
  return multipartBody([
    { name: 'files', filename: file.filename, bytes: file.bytes },
    { name: 'file_types', value: type },
    {
      name: 'api_config_json',
      value: JSON.stringify({
        api_key: '{key}',
        email: '{email}',
        username: '{username}',
        ...apiConfig,
      }),
    },
  ]);
}

describe('document analysis jobs', () => {
  const t = useTestContext();

  it('creates a need from a job description and fills it when the job completes', async () => {
    const sales = await t.createUser('Sales');
    const recorder = recordEvents(t.app.ctx.bus);
    const body = analyzeRequest(
      { filename: 'fiche_poste_java.pdf', bytes: await makePdf(FRENCH_JD) },
      'jd',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const [result] = res.json().results;
    expect(result).toMatchObject({ status: 'PENDING', filename: 'fiche_poste_java.pdf' });
    expect(result.entity_id).toMatch(/^flow_[0-9a-f-]{36}$/);
    const needId = result.need_id as string;

    const [pending] = await t.database.db.select().from(needs).where(eq(needs.id, needId));
    expect(pending).toMatchObject({
      jdAnalysisStatus: 'PENDING',
      client: 'Unknown client',
      consultants: [sales.id],
    });
    expect(
      recorder.events.some((e) => e.event_type === 'need_created' && e.entity_id === needId),
    ).toBe(true);

    const done = await recorder.waitFor(
      (e) => e.event_type === 'need_analysis_complete' && e.job_id === result.entity_id,
    );
    expect(done.entity_id).toBe(needId);
    const progress = recorder.events.filter(
      (e) => e.event_type === 'need_analysis_progress' && e.job_id === result.entity_id,
    );
    expect(progress.map((e) => e.payload.stage)).toEqual(['extract', 'analyse', 'apply']);
    expect(progress[0]!.payload).toMatchObject({ job_id: result.entity_id, progress: 10 });

    const [need] = await t.database.db.select().from(needs).where(eq(needs.id, needId));
    expect(need!.jdAnalysisStatus).toBe('READY');
    expect(need!.title).toBe('Développeur Java Senior');
    expect(need!.jdRequiredSkills).toEqual(
      expect.arrayContaining(['Java', 'Spring Boot', 'PostgreSQL']),
    );
    expect(need!.jdAnalysis).toMatchObject({ requiredskills: expect.arrayContaining(['Java']) });
    expect(need!.jdS3Url).toMatch(new RegExp(`^needs/${needId}/jd/[0-9a-f-]+\\.pdf$`));
    expect(need!.jobDescriptionFile).toBe('fiche_poste_java.pdf');
    expect(
      recorder.events.some(
        (e) =>
          e.event_type === 'need_updated' &&
          e.entity_id === needId &&
          e.payload.jdAnalysisStatus === 'READY',
      ),
    ).toBe(true);

    const [flow] = await t.database.db.select().from(flows).where(eq(flows.id, result.entity_id));
    expect(flow).toMatchObject({
      status: 'completed',
      progress: 100,
      category: 'analysis_processing',
      type: 'jd_analysis',
      stage: 'apply',
      needId,
    });

    // The stored analysis downloads as JSON, the original as itself; both as attachments.
    const analysisFile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${needId}/jd-analysis/file`,
      headers: t.auth(sales),
    });
    expect(analysisFile.statusCode).toBe(200);
    expect(analysisFile.headers['content-disposition']).toMatch(/^attachment;/);
    expect(JSON.parse(analysisFile.body)).toMatchObject({
      requiredskills: expect.arrayContaining(['Java']),
    });
    const recruiter = await t.createUser('Recruiter');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/needs/${needId}/jd-analysis/file`,
          headers: t.auth(recruiter),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('creates a candidate linked to the need from a DOCX CV, with its identified step', async () => {
    const admin = await t.createUser('Admin');
    const [need] = await t.database.db
      .insert(needs)
      .values({ title: 'Java developer', client: 'Acme', jdRequiredSkills: ['Java', 'Kubernetes'] })
      .returning();
    const recorder = recordEvents(t.app.ctx.bus);
    const body = analyzeRequest(
      { filename: 'CV_Jane_Doe.docx', bytes: await makeDocx(ENGLISH_CV) },
      'cv',
      { need_id: need!.id },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const [result] = res.json().results;
    expect(result).toMatchObject({ need_id: need!.id, status: 'PENDING' });
    const candidateId = result.candidate_id as string;

    const [pending] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    expect(pending!.cvAnalysisStatus).toBe('PENDING');
    const link = await t.database.db
      .select()
      .from(needCandidates)
      .where(eq(needCandidates.candidateId, candidateId));
    expect(link).toHaveLength(1);
    const [step] = await t.database.db
      .select()
      .from(steps)
      .where(eq(steps.candidateId, candidateId));
    expect(step).toMatchObject({ type: 'CANDIDATE_IDENTIFIED', needId: need!.id });
    // Written with their audit records, in the candidate's transaction.
    const audits = await t.database.db.select().from(auditLog);
    expect(audits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entityType: 'need_candidate',
          entityId: `${need!.id}:${candidateId}`,
          action: 'link',
        }),
        expect.objectContaining({ entityType: 'step', entityId: step!.id, action: 'create' }),
      ]),
    );

    const done = await recorder.waitFor(
      (e) => e.event_type === 'candidate_analysis_complete' && e.job_id === result.entity_id,
    );
    expect(done.payload).toMatchObject({
      candidate_id: candidateId,
      need_id: need!.id,
      needsEmailEdit: false,
    });
    const [row] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    expect(row).toMatchObject({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      cvAnalysisStatus: 'READY',
      cvFileName: 'CV_Jane_Doe.docx',
    });
    expect(row!.skills).toEqual(expect.arrayContaining(['Java', 'Spring Boot']));
    expect(JSON.parse(row!.cvMissingSkillsJson!)).toEqual(['Kubernetes']);
    expect(
      recorder.events.some(
        (e) =>
          e.event_type === 'candidate_updated' &&
          e.entity_id === candidateId &&
          e.payload.action === 'ANALYSIS_UPDATED' &&
          (e.payload.candidate as { cvAnalysisStatus?: string }).cvAnalysisStatus === 'READY',
      ),
    ).toBe(true);
  });

  it('merges a CV into the candidate who already has its e-mail', async () => {
    const admin = await t.createUser('Admin');
    const [need] = await t.database.db
      .insert(needs)
      .values({ title: 'Java developer', client: 'Acme' })
      .returning();
    const [known] = await t.database.db
      .insert(candidates)
      .values({ name: 'Jane D.', email: 'Jane.Doe@example.com', expectedTjm: 600 })
      .returning();
    const recorder = recordEvents(t.app.ctx.bus);
    const body = analyzeRequest({ filename: 'cv.pdf', bytes: await makePdf(ENGLISH_CV) }, 'cv', {
      need_id: need!.id,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(admin), ...body.headers },
      payload: body.payload,
    });
    const [result] = res.json().results;
    const done = await recorder.waitFor(
      (e) => e.event_type === 'candidate_analysis_complete' && e.job_id === result.entity_id,
    );
    expect(done.payload).toMatchObject({ candidate_id: known!.id, merged: true });
    expect(
      await t.database.db.select().from(candidates).where(eq(candidates.id, result.candidate_id)),
    ).toHaveLength(0);
    const [merged] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, known!.id));
    expect(merged).toMatchObject({
      name: 'Jane D.',
      expectedTjm: 600,
      cvAnalysisStatus: 'READY',
      cvFileName: 'cv.pdf',
    });
    const links = await t.database.db
      .select()
      .from(needCandidates)
      .where(eq(needCandidates.candidateId, known!.id));
    expect(links.map((l) => l.needId)).toEqual([need!.id]);
    const [step] = await t.database.db.select().from(steps).where(eq(steps.candidateId, known!.id));
    expect(step!.type).toBe('CANDIDATE_IDENTIFIED');
  });

  it('marks the need ERROR with the reason when the PDF has no text (a scan)', async () => {
    const sales = await t.createUser('Sales');
    const [need] = await t.database.db
      .insert(needs)
      .values({ title: 'Scanned need', client: 'Acme' })
      .returning();
    const recorder = recordEvents(t.app.ctx.bus);
    const body = analyzeRequest({ filename: 'scan.pdf', bytes: await makeScannedPdf() }, 'jd', {
      need_id: need!.id,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const [result] = res.json().results;
    expect(result.need_id).toBe(need!.id);
    const failed = await recorder.waitFor(
      (e) => e.event_type === 'need_analysis_error' && e.job_id === result.entity_id,
    );
    expect(failed.error).toMatch(/^No text could be extracted/);
    const [row] = await t.database.db.select().from(needs).where(eq(needs.id, need!.id));
    expect(row!.jdAnalysisStatus).toBe('ERROR');
    const [flow] = await t.database.db.select().from(flows).where(eq(flows.id, result.entity_id));
    expect(flow).toMatchObject({ status: 'error', stage: 'extract' });
    expect(flow!.error).toMatch(/No text could be extracted/);
  });

  it('refuses a wrong type, an empty upload and a Recruiter without creating records', async () => {
    const sales = await t.createUser('Sales');
    const exe = analyzeRequest({ filename: 'setup.pdf', bytes: makeExe() }, 'jd');
    const wrong = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), ...exe.headers },
      payload: exe.payload,
    });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().detail).toBe('Please upload a PDF, DOC, or DOCX file');

    const none = multipartBody([{ name: 'file_types', value: 'jd' }]);
    const empty = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), ...none.headers },
      payload: none.payload,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('No file provided');

    const recruiter = await t.createUser('Recruiter');
    const ok = analyzeRequest({ filename: 'jd.pdf', bytes: await makePdf(FRENCH_JD) }, 'jd');
    const denied = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(recruiter), ...ok.headers },
      payload: ok.payload,
    });
    expect(denied.statusCode).toBe(403);

    expect(await t.database.db.select().from(needs)).toHaveLength(0);
    expect(await t.database.db.select().from(flows)).toHaveLength(0);
  });

  it('answers a pasted text synchronously', async () => {
    const sales = await t.createUser('Sales');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA',
      headers: t.auth(sales),
      payload: { text: ENGLISH_CV.join('\n'), type: 'cv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'cv', analysis: { email: 'jane.doe@example.com' } });
  });
});

describe('jobs across a restart', () => {
  it('runs a job queued by an app that stopped before its workers took it', async () => {
    const first = await createTestContext({ env: { JOBS_WORKERS: 'false' } });
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      const sales = await first.createUser('Sales');
      const body = analyzeRequest({ filename: 'fiche.pdf', bytes: await makePdf(FRENCH_JD) }, 'jd');
      const res = await first.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...first.auth(sales), ...body.headers },
        payload: body.payload,
      });
      const [result] = res.json().results;
      await first.app.close();
      const [queued] = await first.database.db
        .select()
        .from(flows)
        .where(eq(flows.id, result.entity_id));
      expect(queued!.status).toBe('pending');

      second = await buildApp({
        config: { ...first.config, JOBS_WORKERS: true },
        database: first.database,
      });
      const recorder = recordEvents(second.ctx.bus);
      await second.ready();
      await until(
        async () =>
          (await first.database.db.select().from(flows).where(eq(flows.id, result.entity_id)))[0]!
            .status === 'completed',
      );
      const [need] = await first.database.db
        .select()
        .from(needs)
        .where(eq(needs.id, result.need_id));
      expect(need!.jdAnalysisStatus).toBe('READY');
      // The flow is marked completed before its completion is announced: wait for the event too.
      const announced = await recorder.waitFor((e) => e.event_type === 'need_analysis_complete');
      expect(announced.entity_id).toBe(result.need_id);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('queues again a flow whose job was lost when its process died before queueing it', async () => {
    const first = await createTestContext({ env: { JOBS_WORKERS: 'false' } });
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      const [need] = await first.database.db
        .insert(needs)
        .values({ title: 'Placeholder', client: 'Acme', jdAnalysisStatus: 'PENDING' })
        .returning();
      const documents = first.app.ctx.documents!;
      const objectKey = makeObjectKey(keyPrefix.jd(need!.id), 'pdf');
      await documents.storage.put(objectKey, await makePdf(FRENCH_JD), 'application/pdf');
      // The flow row committed, then the process died before its job was sent.
      const flow = await documents.runner.create({
        type: 'jd_analysis',
        category: 'analysis_processing',
        payload: { objectKey, filename: 'fiche.pdf', createdNeed: false },
        needId: need!.id,
        needName: need!.title,
      });
      await first.app.close();

      second = await buildApp({
        config: { ...first.config, JOBS_WORKERS: true },
        database: first.database,
      });
      await second.ready();
      await until(
        async () =>
          (await first.database.db.select().from(flows).where(eq(flows.id, flow.id)))[0]!.status ===
          'completed',
      );
      const [after] = await first.database.db.select().from(needs).where(eq(needs.id, need!.id));
      expect(after!.jdAnalysisStatus).toBe('READY');
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('takes again a job held by a process that died, without redoing finished stages', async () => {
    const first = await createTestContext({ env: { JOBS_WORKERS: 'false' } });
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      const sales = await first.createUser('Sales');
      const body = analyzeRequest({ filename: 'fiche.pdf', bytes: await makePdf(FRENCH_JD) }, 'jd');
      const res = await first.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...first.auth(sales), ...body.headers },
        payload: body.payload,
      });
      const [result] = res.json().results;
      const documents = first.app.ctx.documents!;
      // A worker took the job and finished "extract", then its process died.
      const taken = await documents.queue.boss.fetch('jd-analysis');
      expect(taken).toHaveLength(1);
      await documents.runner.flows.update(result.entity_id, {
        status: 'processing',
        stage: 'analyse',
        result: {
          stages: {
            extract: { text: `Architecte Cloud\n${FRENCH_JD.slice(1).join('\n')}`, type: 'pdf' },
          },
        },
      });
      // The document itself is gone: only the kept extract can finish the job.
      const [pending] = await first.database.db
        .select()
        .from(needs)
        .where(eq(needs.id, result.need_id));
      await documents.storage.delete(pending!.jdS3Url!);
      await first.app.close();

      if (first.database.kind === 'postgres') {
        // Several processes share PostgreSQL: an attempt is taken again once it expires.
        await first.database.query(
          `UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE id = $1`,
          [taken[0]!.id],
        );
      }
      second = await buildApp({
        config: { ...first.config, JOBS_WORKERS: true },
        database: first.database,
      });
      await second.ready();
      if (first.database.kind === 'postgres') await second.ctx.documents!.queue.boss.maintain();
      await until(
        async () =>
          (await first.database.db.select().from(flows).where(eq(flows.id, result.entity_id)))[0]!
            .status === 'completed',
        { timeout: 60_000 },
      );
      const [need] = await first.database.db
        .select()
        .from(needs)
        .where(eq(needs.id, result.need_id));
      expect(need).toMatchObject({ jdAnalysisStatus: 'READY', title: 'Architecte Cloud' });
    } finally {
      await second?.close();
      await first.close();
    }
  });
});
