import { describe, expect, it } from 'vitest';
import { candidates, flows, needs } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { ENGLISH_CV, makePdf, multipartBody } from './test-support/documents.ts';

const PERMISSION = 'You do not have permission to perform this action';

/**
 * Spec 001 section 6: the Recruiter is read-only. Every route of the analysis, mail, scoring and
 * files modules, with what a Recruiter gets: refusals for anything that creates, changes, runs
 * an AI job or reads what only the hidden buttons reach (CV, JD analysis, generated e-mails).
 */
describe('Recruiter on the AI, mail, scoring and file routes', () => {
  const t = useTestContext();

  async function seed() {
    const [need] = await t.database.db
      .insert(needs)
      .values({ title: 'Java developer', client: 'Acme', jdAnalysis: { requiredskills: ['Java'] } })
      .returning();
    const [candidate] = await t.database.db
      .insert(candidates)
      .values({ name: 'Jane Doe', email: 'jane@example.com' })
      .returning();
    const mailJob = `flow_${crypto.randomUUID()}`;
    const needMailJob = `flow_${crypto.randomUUID()}`;
    await t.database.db.insert(flows).values([
      {
        id: mailJob,
        type: 'cv_mail',
        category: 'mail_processing',
        status: 'completed',
        result: { stages: { apply: { email_content: 'Bonjour' } } },
      },
      {
        id: needMailJob,
        type: 'need_mail',
        category: 'mail_processing',
        status: 'completed',
        result: { stages: { apply: { email_content: 'Hello' } } },
      },
    ]);
    return { need: need!, candidate: candidate!, mailJob, needMailJob };
  }

  it('refuses every creating or AI route with 403 and creates nothing', async () => {
    const recruiter = await t.createUser('Recruiter');
    const { need, candidate, mailJob, needMailJob } = await seed();
    const pdf = await makePdf(ENGLISH_CV);
    const upload = multipartBody([
      { name: 'files', filename: 'cv.pdf', bytes: pdf },
      { name: 'file_types', value: 'cv' },
    ]);
    const cases: {
      method: 'GET' | 'POST' | 'DELETE';
      url: string;
      payload?: unknown;
      headers?: Record<string, string>;
      detail?: string;
    }[] = [
      {
        method: 'POST',
        url: '/api/v1/analysisIA',
        payload: { text: 'Java developer, 5 years', type: 'cv' },
        detail: PERMISSION,
      },
      // Refused before the body is read, whatever it holds.
      { method: 'POST', url: '/api/v1/analysisIA', payload: { text: 1 }, detail: PERMISSION },
      {
        method: 'POST',
        url: '/api/v1/analysisIA/files/analyze',
        payload: upload.payload,
        headers: upload.headers,
      },
      {
        method: 'POST',
        url: '/api/v1/analysisIA/emails/generate',
        payload: {
          job_analysis_key: need.id,
          cv_analysis_keys: [candidate.id],
          cv_details: { [candidate.id]: { tjm: 500, availability: 'ASAP' } },
        },
      },
      {
        method: 'POST',
        url: '/api/v1/analysisIA/need_emails/generate',
        payload: { job_analysis_key: need.id },
      },
      { method: 'GET', url: `/api/v1/analysisIA/mails/${mailJob}`, detail: PERMISSION },
      { method: 'GET', url: `/api/v1/analysisIA/need_mails/${needMailJob}`, detail: PERMISSION },
      {
        method: 'POST',
        url: '/api/v1/analysisIA/relevance/score',
        payload: { need_id: need.id, candidate_id: candidate.id },
      },
      { method: 'POST', url: `/api/v1/needs/${need.id}/candidates/${candidate.id}/score` },
      { method: 'GET', url: `/api/v1/needs/${need.id}/jd/presign?filename=jd.pdf` },
      {
        method: 'POST',
        url: `/api/v1/needs/${need.id}/jd/complete`,
        payload: { objectKey: `needs/${need.id}/jd/${crypto.randomUUID()}.pdf`, filename: 'a.pdf' },
      },
      { method: 'DELETE', url: `/api/v1/needs/${need.id}/jd` },
      { method: 'GET', url: `/api/v1/needs/${need.id}/jd-analysis/file` },
      { method: 'GET', url: `/api/v1/candidates/${candidate.id}/cv/presign?filename=cv.pdf` },
      {
        method: 'POST',
        url: `/api/v1/candidates/${candidate.id}/cv/complete`,
        payload: {
          objectKey: `candidates/${candidate.id}/cv/${crypto.randomUUID()}.pdf`,
          filename: 'a.pdf',
        },
      },
      { method: 'GET', url: `/api/v1/candidates/${candidate.id}/cv` },
      { method: 'GET', url: `/api/v1/candidates/${candidate.id}/cv/file` },
      { method: 'DELETE', url: `/api/v1/candidates/${candidate.id}/cv` },
    ];
    const flowsBefore = (await t.database.db.select().from(flows)).length;
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...t.auth(recruiter), ...c.headers },
        ...(c.payload === undefined
          ? {}
          : { payload: c.payload as string | Buffer | Record<string, unknown> }),
      });
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      if (c.detail) expect(res.json().detail).toBe(c.detail);
    }
    expect(await t.database.db.select().from(flows)).toHaveLength(flowsBefore);
    expect(await t.database.db.select().from(needs)).toHaveLength(1);
    expect(await t.database.db.select().from(candidates)).toHaveLength(1);
  });

  it('lets a Recruiter read scores and the job description itself', async () => {
    const recruiter = await t.createUser('Recruiter');
    const { need, candidate } = await seed();
    const reads = [
      '/api/v1/candidates/scoring/all',
      `/api/v1/candidates/scoring/need/${need.id}`,
      `/api/v1/candidates/scoring/candidate/${candidate.id}`,
    ];
    for (const url of reads) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.auth(recruiter) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    // No score yet and no file yet: plain 404s, not refusals.
    const score = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}/candidates/${candidate.id}/score`,
      headers: t.auth(recruiter),
    });
    expect(score.statusCode).toBe(404);
    const jd = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}/jd/file`,
      headers: t.auth(recruiter),
    });
    expect(jd.statusCode).toBe(404);
  });

  it('still lets Sales read a generated e-mail by its job id', async () => {
    const sales = await t.createUser('Sales');
    const { mailJob, needMailJob } = await seed();
    for (const url of [
      `/api/v1/analysisIA/mails/${mailJob}`,
      `/api/v1/analysisIA/need_mails/${needMailJob}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.auth(sales) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().email_content).toBeTruthy();
    }
  });
});
