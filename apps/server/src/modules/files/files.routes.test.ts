import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, flows, needs } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { recordEvents } from '../analysis/test-support/events.ts';
import {
  ENGLISH_CV,
  FRENCH_JD,
  makeDocx,
  makeDocxBomb,
  makeExe,
  makePdf,
  multipartBody,
} from '../analysis/test-support/documents.ts';

/** The path part of an upload URL, for `inject`. */
const pathOf = (url: string) => new URL(url).pathname;

describe('files: local storage driver', () => {
  const t = useTestContext();

  async function seed() {
    const [need] = await t.database.db
      .insert(needs)
      .values({ title: 'Java developer', client: 'Acme' })
      .returning();
    const [candidate] = await t.database.db
      .insert(candidates)
      .values({ name: 'Jean-Éric Dupont', email: 'jean@example.com' })
      .returning();
    return { need: need!, candidate: candidate! };
  }

  it('uploads a CV through a signed URL, completes, downloads it as an attachment and deletes it', async () => {
    const sales = await t.createUser('Sales');
    const { candidate } = await seed();
    const presign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${candidate.id}/cv/presign?filename=mon%20cv.pdf&method=PUT`,
      headers: t.auth(sales),
    });
    expect(presign.statusCode).toBe(200);
    const slot = presign.json();
    expect(slot).toMatchObject({ method: 'PUT', fields: {} });
    expect(slot.objectKey).toMatch(
      new RegExp(`^candidates/${candidate.id}/cv/[0-9a-f-]{36}\\.pdf$`),
    );
    expect(slot.uploadUrl).toMatch(
      /^http:\/\/localhost(:\d+)?\/api\/v1\/files\/upload\/[\w-]+\.[\w-]+$/,
    );

    const pdf = await makePdf(ENGLISH_CV);
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(slot.uploadUrl),
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(put.statusCode).toBe(204);
    // The link is the credential: a tampered one is refused.
    const forged = await t.app.inject({
      method: 'PUT',
      url: `${pathOf(slot.uploadUrl)}x`,
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(forged.statusCode).toBe(403);

    const recorder = recordEvents(t.app.ctx.bus);
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidates/${candidate.id}/cv/complete`,
      headers: t.auth(sales),
      payload: { objectKey: slot.objectKey, filename: 'mon cv.pdf' },
    });
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({
      cvUrl: slot.objectKey,
      cvFileKey: slot.objectKey,
      cvFileName: 'mon cv.pdf',
      cvAnalysisStatus: 'PENDING',
    });
    const jobId = complete.json().job_id as string;
    await recorder.waitFor(
      (e) => e.event_type === 'candidate_analysis_complete' && e.job_id === jobId,
    );
    const [analysed] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate.id));
    // The card's candidate keeps the e-mail and name it had; the CV fills the CV fields.
    expect(analysed).toMatchObject({
      name: 'Jean-Éric Dupont',
      email: 'jean@example.com',
      cvAnalysisStatus: 'READY',
      cvRole: expect.any(String),
    });

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${candidate.id}/cv/file`,
      headers: t.auth(sales),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="CV_Jean-Eric_Dupont.pdf"; filename*=UTF-8''CV_Jean-Eric_Dupont.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const link = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${candidate.id}/cv`,
      headers: t.auth(sales),
    });
    expect(link.statusCode).toBe(200);
    const viaLink = await t.app.inject({ method: 'GET', url: pathOf(link.json().downloadUrl) });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-disposition']).toMatch(
      /^attachment; filename="CV_Jean-Eric_Dupont.pdf"/,
    );

    const recruiter = await t.createUser('Recruiter');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/candidates/${candidate.id}/cv/file`,
          headers: t.auth(recruiter),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/candidates/${candidate.id}/cv`,
          headers: t.auth(recruiter),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/candidates/${candidate.id}/cv`,
          headers: t.auth(recruiter),
        })
      ).statusCode,
    ).toBe(403);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/candidates/${candidate.id}/cv`,
      headers: t.auth(sales),
    });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${candidate.id}/cv/file`,
      headers: t.auth(sales),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('No CV available for this candidate');
    expect(await t.app.ctx.documents!.storage.get(slot.objectKey)).toBeNull();
  });

  it('uploads a job description with a form POST, starts its analysis, serves and deletes it', async () => {
    const sales = await t.createUser('Sales');
    const { need } = await seed();
    const slot = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/needs/${need.id}/jd/presign?filename=poste.docx`,
        headers: t.auth(sales),
      })
    ).json();
    expect(slot).toMatchObject({ method: 'POST', fields: { key: slot.objectKey } });
    const docx = await makeDocx(FRENCH_JD);
    const form = multipartBody([
      { name: 'key', value: slot.objectKey },
      { name: 'file', filename: 'poste.docx', bytes: docx },
    ]);
    const post = await t.app.inject({
      method: 'POST',
      url: pathOf(slot.uploadUrl),
      headers: form.headers,
      payload: form.payload,
    });
    expect(post.statusCode).toBe(204);

    const recorder = recordEvents(t.app.ctx.bus);
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need.id}/jd/complete`,
      headers: t.auth(sales),
      payload: { object_key: slot.objectKey, filename: 'poste.docx' },
    });
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({
      jdS3Url: slot.objectKey,
      jobDescriptionFile: 'poste.docx',
      jdAnalysisStatus: 'PENDING',
    });
    await recorder.waitFor(
      (e) => e.event_type === 'need_analysis_complete' && e.job_id === complete.json().job_id,
    );
    const [row] = await t.database.db.select().from(needs).where(eq(needs.id, need.id));
    // An existing need keeps its title and client; the analysis fills the JD fields.
    expect(row).toMatchObject({
      title: 'Java developer',
      client: 'Acme',
      jdAnalysisStatus: 'READY',
    });

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need.id}/jd/file`,
      headers: t.auth(sales),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="poste.docx"/);
    expect(file.rawPayload.equals(docx)).toBe(true);

    const recruiter = await t.createUser('Recruiter');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/needs/${need.id}/jd/presign?filename=a.pdf`,
          headers: t.auth(recruiter),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/needs/${need.id}/jd`,
          headers: t.auth(recruiter),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/needs/${need.id}/jd`,
          headers: t.auth(sales),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/needs/${need.id}/jd/file`,
          headers: t.auth(sales),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a renamed executable, an oversized card CV and a DOCX bomb', async () => {
    const sales = await t.createUser('Sales');
    const { candidate, need } = await seed();
    const presign = async (filename: string, method = 'PUT') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/candidates/${candidate.id}/cv/presign?filename=${filename}&method=${method}`,
          headers: t.auth(sales),
        })
      ).json();

    const exeSlot = await presign('invoice.pdf');
    const exe = await t.app.inject({
      method: 'PUT',
      url: pathOf(exeSlot.uploadUrl),
      headers: { 'content-type': 'application/pdf' },
      payload: makeExe(),
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().detail).toBe('Please upload a PDF, DOC, or DOCX file');
    const notListed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${candidate.id}/cv/presign?filename=tool.exe`,
      headers: t.auth(sales),
    });
    expect(notListed.statusCode).toBe(415);

    const bigSlot = await presign('big.pdf');
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: pathOf(bigSlot.uploadUrl),
      headers: { 'content-type': 'application/pdf' },
      payload: big,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe('File size must be less than 10MB');

    const bombSlot = await presign('bomb.docx', 'POST');
    const bomb = multipartBody([{ name: 'file', filename: 'bomb.docx', bytes: makeDocxBomb() }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: pathOf(bombSlot.uploadUrl),
      headers: bomb.headers,
      payload: bomb.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/refused/);

    // Completing a key that was never uploaded, or one that belongs to another record, is refused.
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidates/${candidate.id}/cv/complete`,
      headers: t.auth(sales),
      payload: { objectKey: bombSlot.objectKey, filename: 'bomb.docx' },
    });
    expect(missing.statusCode).toBe(422);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need.id}/jd/complete`,
      headers: t.auth(sales),
      payload: { objectKey: bombSlot.objectKey, filename: 'bomb.docx' },
    });
    expect(foreign.statusCode).toBe(422);

    const analyse = multipartBody([
      { name: 'files', filename: 'bomb.docx', bytes: makeDocxBomb() },
      { name: 'file_types', value: 'cv' },
    ]);
    const viaAnalysis = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/files/analyze',
      headers: { ...t.auth(sales), ...analyse.headers },
      payload: analyse.payload,
    });
    expect(viaAnalysis.statusCode).toBe(422);
    const [row] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate.id));
    expect(row!.cvUrl).toBeNull();
    expect(await t.database.db.select().from(candidates)).toHaveLength(1);
    expect(await t.database.db.select().from(flows)).toHaveLength(0);
  });

  it('refuses an analysis upload over 50MB with the spec message', async () => {
    const sales = await t.createUser('Sales');
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(50 * 1024 * 1024)]);
    const body = multipartBody([
      { name: 'files', filename: 'huge.pdf', bytes: huge },
      { name: 'file_types', value: 'jd' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/files/analyze',
      headers: { ...t.auth(sales), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('File size must be less than 50MB');
    expect(await t.database.db.select().from(needs)).toHaveLength(0);
  });
});
