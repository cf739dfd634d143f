import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, flows, needs } from '../../db/schema/index.ts';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { ENGLISH_CV, FRENCH_JD, makePdf } from '../analysis/test-support/documents.ts';

const pathOf = (url: string) => new URL(url).pathname;

/**
 * Storage keys belong to the server. A key written onto another record (by PATCH, by
 * create, inside an analysis object, or as an AI-mail key) never reaches the file it names.
 */
describe('stored files are reached only through the record that owns them', () => {
  const t = useTestContext();

  async function seed() {
    const [needA] = await t.database.db
      .insert(needs)
      .values({ title: 'Java developer', client: 'Acme' })
      .returning();
    const [needC] = await t.database.db
      .insert(needs)
      .values({ title: 'Go developer', client: 'Globex' })
      .returning();
    const [cand] = await t.database.db
      .insert(candidates)
      .values({ name: 'Jane Doe', email: 'jane@example.com' })
      .returning();
    return { needA: needA!, needC: needC!, cand: cand! };
  }

  /** Presign, PUT, complete: the way the web uploads. Returns the stored key. */
  async function upload(user: TTestUser, kind: 'jd' | 'cv', id: string) {
    const base = kind === 'jd' ? `/api/v1/needs/${id}/jd` : `/api/v1/candidates/${id}/cv`;
    const slot = (
      await t.app.inject({
        method: 'GET',
        url: `${base}/presign?filename=doc.pdf&method=PUT`,
        headers: t.auth(user),
      })
    ).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(slot.uploadUrl),
      headers: { 'content-type': 'application/pdf' },
      payload: await makePdf(kind === 'jd' ? FRENCH_JD : ENGLISH_CV),
    });
    expect(put.statusCode).toBe(204);
    const done = await t.app.inject({
      method: 'POST',
      url: `${base}/complete`,
      headers: t.auth(user),
      payload: { objectKey: slot.objectKey, filename: 'doc.pdf', analyze: false },
    });
    expect(done.statusCode, done.body).toBe(200);
    return slot.objectKey as string;
  }

  const storage = () => t.app.ctx.documents!.storage;

  it("refuses another record's key as a candidate's cvUrl, and DELETE cv cannot reach it", async () => {
    const sales = await t.createUser('Sales');
    const { needA, cand } = await seed();
    const jdKey = await upload(sales, 'jd', needA.id);

    // The attack of the issue: PATCH the candidate's cvUrl to the need's JD key…
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${cand.id}`,
      headers: t.auth(sales),
      payload: { cvUrl: jdKey },
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().detail).toBe('cvUrl cannot name a stored file: upload the CV instead');

    // …and even a key planted in the columns directly is not a file this candidate owns.
    await t.database.db
      .update(candidates)
      .set({ cvUrl: jdKey, cvFileKey: jdKey })
      .where(eq(candidates.id, cand.id));
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/candidates/${cand.id}/cv`,
      headers: t.auth(sales),
    });
    expect(del.statusCode).toBe(404);
    for (const url of [`/api/v1/candidates/${cand.id}/cv/file`, `/api/v1/candidates/${cand.id}/cv`])
      expect((await t.app.inject({ method: 'GET', url, headers: t.auth(sales) })).statusCode).toBe(
        404,
      );
    expect(await storage().get(jdKey)).not.toBeNull();
    const jd = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${needA.id}/jd/file`,
      headers: t.auth(sales),
    });
    expect(jd.statusCode).toBe(200);
  });

  it('refuses a storage key as cvUrl on create; web links and the no-CV placeholder still work', async () => {
    const sales = await t.createUser('Sales');
    const { needA } = await seed();
    const jdKey = await upload(sales, 'jd', needA.id);
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/needs/${needA.id}/candidates`,
        headers: t.auth(sales),
        payload: { name: 'John Roe', email: `john${Math.random()}@example.com`, ...payload },
      });
    const refused = await create({ cvUrl: jdKey });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('cvUrl cannot name a stored file: upload the CV instead');
    const manual = await create({ cvUrl: '' });
    expect(manual.statusCode, manual.body).toBe(201);
    expect(manual.json().cvUrl).toBe('manual-entry-no-cv');
    const sent = await create({ cvUrl: 'manual-entry-no-cv' });
    expect(sent.json().cvUrl).toBe('manual-entry-no-cv');
    const link = await create({ cvUrl: 'https://cv.example.com/john.pdf' });
    expect(link.statusCode).toBe(201);
    expect(link.json().cvUrl).toBe('https://cv.example.com/john.pdf');
    // A candidate without a stored CV has nothing to download or delete.
    const none = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/candidates/${manual.json().id}/cv`,
      headers: t.auth(sales),
    });
    expect(none.statusCode).toBe(404);
    expect(await storage().get(jdKey)).not.toBeNull();
  });

  it("the edit form may send a candidate's own stored key back unchanged", async () => {
    const sales = await t.createUser('Sales');
    const { cand } = await seed();
    const cvKey = await upload(sales, 'cv', cand.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${cand.id}`,
      headers: t.auth(sales),
      payload: { cvUrl: cvKey, phone: '+33612345678' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cvUrl: cvKey, phone: '+33612345678' });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${cand.id}/cv/file`,
      headers: t.auth(sales),
    });
    expect(file.statusCode).toBe(200);
  });

  it("ignores JD keys sent on a need (flat or in jdAnalysis), so its JD routes never reach another need's file", async () => {
    const sales = await t.createUser('Sales');
    const { needA, needC, cand } = await seed();
    const jdKey = await upload(sales, 'jd', needA.id);
    const cvKey = await upload(sales, 'cv', cand.id);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${needC.id}`,
      headers: t.auth(sales),
      payload: { jd_s3_url: jdKey, jdAnalysisS3Url: cvKey, description: 'Go and Kubernetes' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ jdS3Url: null, jdAnalysisS3Url: null });
    const analysis = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${needC.id}/analysis`,
      headers: t.auth(sales),
      payload: { jdAnalysis: { requiredskills: ['Go'], jd_s3_url: cvKey } },
    });
    expect(analysis.statusCode, analysis.body).toBe(200);
    expect(analysis.json().jdS3Url).toBeNull();
    expect(analysis.json().jdAnalysis.jd_s3_url).toBeNull();
    expect(analysis.json().jdRequiredSkills).toEqual(['Go']);

    // A duplicate carries the source's jd* fields (spec 000) but not its files.
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: t.auth(sales),
      payload: { title: 'Java developer (copy)', client: 'Acme', tjm: 500, jdS3Url: jdKey },
    });
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    expect(duplicate.json().jdS3Url).toBeNull();

    for (const id of [needC.id, duplicate.json().id]) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/needs/${id}/jd`,
        headers: t.auth(sales),
      });
      expect(del.statusCode).toBe(404);
    }
    // Planted in the column directly, the key still is not need C's file.
    await t.database.db.update(needs).set({ jdS3Url: jdKey }).where(eq(needs.id, needC.id));
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/needs/${needC.id}/jd`,
          headers: t.auth(sales),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/needs/${needC.id}/jd/file`,
          headers: t.auth(sales),
        })
      ).statusCode,
    ).toBe(404);
    expect(await storage().get(jdKey)).not.toBeNull();
    expect(await storage().get(cvKey)).not.toBeNull();
  });

  it('resolves AI-mail keys through the ledger: a made-up path or a file of the wrong kind is refused', async () => {
    const sales = await t.createUser('Sales');
    const { needA, cand } = await seed();
    const jdKey = await upload(sales, 'jd', needA.id);
    const cvKey = await upload(sales, 'cv', cand.id);
    const flowCount = async () => (await t.database.db.select().from(flows)).length;
    const generate = (job: string, cvs: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/analysisIA/emails/generate',
        headers: t.auth(sales),
        payload: {
          job_analysis_key: job,
          cv_analysis_keys: cvs,
          cv_details: Object.fromEntries(cvs.map((k) => [k, { tjm: 500, availability: 'ASAP' }])),
        },
      });
    const before = await flowCount();
    const refusals: [string, string[], string][] = [
      // A path that only mentions the need's id: not a file the server stored.
      [
        `needs/${needA.id}/jd-analysis/${crypto.randomUUID()}.json`,
        [cand.id],
        'job_analysis_key must be a need id or the key of its analysis file',
      ],
      // The candidate's CV given as the job key, the need's JD given as a CV key.
      [cvKey, [cand.id], 'job_analysis_key must be a need id or the key of its analysis file'],
      [needA.id, [jdKey], 'cv_analysis_keys must hold candidate ids or the keys of their files'],
      [
        needA.id,
        [`candidates/${cand.id}/cv/${crypto.randomUUID()}.pdf`],
        'cv_analysis_keys must hold candidate ids or the keys of their files',
      ],
    ];
    for (const [job, cvs, detail] of refusals) {
      const res = await generate(job, cvs);
      expect(res.statusCode, `${job} ${cvs.join()}: ${res.body}`).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
    expect(await flowCount()).toBe(before);

    // Real keys of the right owners, and plain ids, are accepted.
    expect((await generate(jdKey, [cvKey])).statusCode).toBe(200);
    expect((await generate(needA.id, [cand.id])).statusCode).toBe(200);
    const needMail = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/need_emails/generate',
      headers: t.auth(sales),
      payload: { job_analysis_key: cvKey },
    });
    expect(needMail.statusCode).toBe(422);
  });
});
