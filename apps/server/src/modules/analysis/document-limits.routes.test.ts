import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, flows, flowStageAttempts } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { recordEvents } from './test-support/events.ts';
import {
  ENGLISH_CV,
  makeHugeDocx,
  makeManyPagePdf,
  makePdf,
  multipartBody,
} from './test-support/documents.ts';

const URL = '/api/v1/analysisIA/files/analyze';
const MANY_PAGES = makeManyPagePdf(20_000);

function upload(filename: string, bytes: Buffer, type: 'jd' | 'cv', preview: boolean) {
  return multipartBody([
    { name: 'files', filename, bytes },
    { name: 'file_types', value: type },
    ...(preview ? [{ name: 'preview', value: 'true' }] : []),
  ]);
}

describe('reading limits: a preview past one is refused in plain words', () => {
  const t = useTestContext();

  async function preview(filename: string, bytes: Buffer, type: 'jd' | 'cv', language = 'en') {
    const sales = await t.createUser('Sales');
    const body = upload(filename, bytes, type, true);
    return t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), ...body.headers, 'accept-language': language },
      payload: body.payload,
    });
  }

  it('answers 422 for a PDF past the pages of its kind', async () => {
    const cv = await preview('cv.pdf', MANY_PAGES, 'cv');
    expect(cv.statusCode).toBe(422);
    expect(cv.json().detail).toBe('This PDF has 20,000 pages; CVs are read up to 30 pages');
    const jd = await preview('tender.pdf', MANY_PAGES, 'jd');
    expect(jd.statusCode).toBe(422);
    expect(jd.json().detail).toBe(
      'This PDF has 20,000 pages; job descriptions are read up to 300 pages',
    );
    const french = await preview('cv.pdf', MANY_PAGES, 'cv', 'fr');
    expect(french.json().detail).toBe(
      'Ce PDF compte 20,000 pages ; les CV sont lus jusqu’à 30 pages',
    );
  });

  it('answers 422 for a DOCX past its pages, and still reads an ordinary CV', async () => {
    const docx = await preview('cv.docx', makeHugeDocx(0.01, 45), 'cv');
    expect(docx.statusCode).toBe(422);
    expect(docx.json().detail).toBe('This DOCX has 45 pages; CVs are read up to 30 pages');
    const ordinary = await preview('cv.pdf', await makePdf(ENGLISH_CV), 'cv');
    expect(ordinary.statusCode).toBe(200);
    expect(ordinary.json().previews[0].status).not.toBe('unreadable');
  });
});

describe('reading limits: time', () => {
  const t = useTestContext({
    env: {
      EXTRACT_MAX_PAGES_JD: '100000',
      EXTRACT_MAX_CHARACTERS: '50000000',
      EXTRACT_TIMEOUT_MS: '4000',
    },
  });

  async function send(filename: string, bytes: Buffer) {
    const sales = await t.createUser('Sales');
    const body = upload(filename, bytes, 'jd', true);
    return t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), ...body.headers },
      payload: body.payload,
    });
  }

  it('keeps answering while a long document is read, then stops it at its time', async () => {
    const reading = send('tender.pdf', MANY_PAGES);
    let slowest = 0;
    let settled = false;
    void reading.finally(() => (settled = true));
    while (!settled) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      // inject() answers without I/O: let the reader's messages in between two calls.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const res = await reading;
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      'This document took longer than 4 seconds to read and was stopped',
    );
    // The reader spent 4 s on it: read on this thread, one call would have waited that long.
    expect(slowest).toBeLessThan(2000);
  }, 60_000);
});

describe('reading limits: memory', () => {
  const t = useTestContext({
    env: { EXTRACT_MAX_CHARACTERS: '50000000', EXTRACT_MEMORY_MB: '64' },
  });

  async function send(filename: string, bytes: Buffer) {
    const sales = await t.createUser('Sales');
    const body = upload(filename, bytes, 'jd', true);
    return t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), ...body.headers },
      payload: body.payload,
    });
  }

  it('stops a DOCX that needs more memory than a reader has', async () => {
    const res = await send('tender.docx', makeHugeDocx(40));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      'This document needed more than 64 MB of memory to read and was stopped',
    );
  }, 90_000);
});

describe('reading limits: an analysis job past one fails for good', () => {
  const t = useTestContext();

  it('fails the flow with the message after one attempt and marks the CV in error', async () => {
    const sales = await t.createUser('Sales');
    const recorder = recordEvents(t.app.ctx.bus);
    const body = upload('long_cv.pdf', MANY_PAGES, 'cv', false);
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const [result] = res.json().results;
    const failed = await recorder.waitFor(
      (e) => e.event_type === 'candidate_analysis_error' && e.job_id === result.entity_id,
    );
    const message = 'This PDF has 20,000 pages; CVs are read up to 30 pages';
    expect(failed.payload.error).toBe(message);
    const [flow] = await t.database.db.select().from(flows).where(eq(flows.id, result.entity_id));
    expect(flow).toMatchObject({ status: 'error', stage: 'extract', error: message });
    const attempts = await t.database.db
      .select()
      .from(flowStageAttempts)
      .where(and(eq(flowStageAttempts.flowId, result.entity_id)));
    expect(attempts.map((a) => [a.stage, a.status])).toEqual([['extract', 'error']]);
    const [candidate] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, result.candidate_id));
    expect(candidate!.cvAnalysisStatus).toBe('ERROR');
  }, 60_000);
});
