import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  getKindMismatchMessage,
  UNREADABLE_DOCUMENT_MESSAGE,
  ZDocumentPreviewResponse,
  type TDocumentPreview,
} from '@staffing/domain';
import {
  auditLog,
  candidates,
  flows,
  needCandidates,
  needs,
  steps,
  storedFiles,
} from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import {
  ENGLISH_CV,
  FRENCH_JD,
  makeDocx,
  makeExe,
  makePdf,
  makeScannedPdf,
  readScannedCvPdf,
  multipartBody,
} from './test-support/documents.ts';

const URL = '/api/v1/analysisIA/files/analyze';

type TFile = { filename: string; bytes: Buffer };

function previewBody(files: TFile[], type: string, preview: string | null = 'true') {
  return multipartBody([
    ...files.map((file) => ({ name: 'files', filename: file.filename, bytes: file.bytes })),
    { name: 'file_types', value: type },
    ...(preview === null ? [] : [{ name: 'preview', value: preview }]),
  ]);
}

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const fieldOf = (preview: TDocumentPreview, key: string) =>
  preview.fields.find((field) => field.key === key);

describe('document preview for the review step (files/analyze with preview=true)', () => {
  const t = useTestContext();

  async function counts() {
    const db = t.database.db;
    const tables = { needs, candidates, flows, auditLog, storedFiles, steps, needCandidates };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables))
      out[name] = (await db.select().from(table)).length;
    out.files = filesUnder(t.config.DATA_DIR).length;
    return out;
  }

  async function preview(user: Parameters<typeof t.auth>[0], files: TFile[], type: string) {
    const body = previewBody(files, type);
    return t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(user), ...body.headers },
      payload: body.payload,
    });
  }

  it('reads a job description with each field’s line and writes nothing', async () => {
    const sales = await t.createUser('Sales');
    const before = await counts();
    const res = await preview(
      sales,
      [{ filename: 'fiche_poste_java.pdf', bytes: await makePdf(FRENCH_JD) }],
      'jd',
    );
    expect(res.statusCode).toBe(200);
    const { previews } = ZDocumentPreviewResponse.parse(res.json());
    expect(previews).toHaveLength(1);
    const [jd] = previews as [TDocumentPreview];
    expect(jd).toMatchObject({
      filename: 'fiche_poste_java.pdf',
      expectedKind: 'jd',
      detectedKind: 'jd',
      kindMismatch: false,
      readable: true,
      message: null,
    });
    expect(fieldOf(jd, 'title')).toEqual({
      key: 'title',
      value: 'Développeur Java Senior',
      source: 'Développeur Java Senior',
      line: 1,
      section: 'header',
    });
    expect(fieldOf(jd, 'client')).toMatchObject({ value: 'Acme Banque', line: 2 });
    expect(fieldOf(jd, 'location')).toMatchObject({ value: 'Paris', line: 3 });
    expect(fieldOf(jd, 'tjm')).toEqual({
      key: 'tjm',
      value: null,
      source: null,
      line: null,
      section: null,
    });
    expect(fieldOf(jd, 'requiredSkills')?.value).toEqual(
      expect.arrayContaining(['Java', 'Spring Boot', 'PostgreSQL']),
    );
    // The evidence line sits under the posting's "Compétences requises" heading.
    expect(fieldOf(jd, 'requiredSkills')?.section).toBe('required');
    expect(jd.analysis).toMatchObject({ requiredskills: expect.arrayContaining(['Java']) });
    expect(await counts()).toEqual(before);
  });

  it('reads a CV for a new candidate, also when preview is asked in the query', async () => {
    const sales = await t.createUser('Sales');
    const before = await counts();
    const body = previewBody(
      [{ filename: '33.docx', bytes: await makeDocx(ENGLISH_CV) }],
      'cv',
      null,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL}?preview=true`,
      headers: { ...t.auth(sales), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const [cv] = res.json().previews as [TDocumentPreview];
    expect(cv).toMatchObject({ expectedKind: 'cv', detectedKind: 'cv', kindMismatch: false });
    // A DOCX's paragraph is one line of the extracted text.
    expect(fieldOf(cv, 'name')).toMatchObject({ value: 'Jane Doe', line: 1 });
    expect(fieldOf(cv, 'email')).toMatchObject({
      value: 'jane.doe@example.com',
      source: 'jane.doe@example.com | +33 6 12 34 56 78',
      line: 3,
    });
    expect(fieldOf(cv, 'city')).toMatchObject({ value: 'Paris', line: 4 });
    expect(await counts()).toEqual(before);
  });

  it('says a CV dropped as a job description looks like a CV', async () => {
    const sales = await t.createUser('Sales');
    const res = await preview(
      sales,
      [{ filename: 'cv.docx', bytes: await makeDocx(ENGLISH_CV) }],
      'jd',
    );
    expect(res.statusCode).toBe(200);
    const [jd] = res.json().previews as [TDocumentPreview];
    expect(jd).toMatchObject({
      expectedKind: 'jd',
      detectedKind: 'cv',
      kindMismatch: true,
      readable: true,
      message: getKindMismatchMessage('jd', 'cv'),
    });
    const reverse = await preview(
      sales,
      [{ filename: 'jd.docx', bytes: await makeDocx(FRENCH_JD) }],
      'cv',
    );
    expect(reverse.json().previews[0]).toMatchObject({ detectedKind: 'jd', kindMismatch: true });
  });

  it('answers 200 with readable false for a scan, an empty document and a damaged file', async () => {
    const sales = await t.createUser('Sales');
    const before = await counts();
    const files = [
      { filename: 'scan.pdf', bytes: await makeScannedPdf() },
      { filename: 'empty.docx', bytes: await makeDocx(['']) },
      { filename: 'broken.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), makeExe()]) },
      { filename: 'garbage.pdf', bytes: makeExe() },
    ];
    const res = await preview(sales, files, 'jd');
    expect(res.statusCode).toBe(200);
    const previews = res.json().previews as TDocumentPreview[];
    expect(previews.map((p) => p.filename)).toEqual(files.map((f) => f.filename));
    for (const p of previews)
      expect(p).toMatchObject({
        readable: false,
        message: UNREADABLE_DOCUMENT_MESSAGE,
        fields: [],
        analysis: null,
        detectedKind: 'unknown',
        kindMismatch: false,
      });
    expect(await counts()).toEqual(before);
  });

  it('reads a scanned CV by OCR, fills its review with evidence lines and says so', async () => {
    const sales = await t.createUser('Sales');
    const res = await preview(sales, [{ filename: 'scan.pdf', bytes: readScannedCvPdf() }], 'cv');
    expect(res.statusCode).toBe(200);
    const [review] = res.json().previews as TDocumentPreview[];
    expect(review).toMatchObject({ readable: true, readBy: 'ocr', detectedKind: 'cv' });
    const fields = new Map(review!.fields.map((f) => [f.key, f]));
    expect(fields.get('name')).toMatchObject({ value: 'Julien Marchetti' });
    expect(fields.get('email')).toMatchObject({ value: 'julien.marchetti@example.com' });
    expect(fields.get('email')?.source).toContain('julien.marchetti@example.com');
    expect(fields.get('email')?.line).toEqual(expect.any(Number));
  });

  it('says a PDF with text was read from its text layer', async () => {
    const sales = await t.createUser('Sales');
    const res = await preview(
      sales,
      [{ filename: 'cv.pdf', bytes: await makePdf(ENGLISH_CV) }],
      'cv',
    );
    expect(res.json().previews[0]).toMatchObject({ readable: true, readBy: 'text' });
  });

  it('keeps the upload refusals and refuses a Recruiter', async () => {
    const sales = await t.createUser('Sales');
    const recruiter = await t.createUser('Recruiter');
    const denied = await preview(
      recruiter,
      [{ filename: 'jd.pdf', bytes: await makePdf(FRENCH_JD) }],
      'jd',
    );
    expect(denied.statusCode).toBe(403);

    const none = multipartBody([
      { name: 'file_types', value: 'jd' },
      { name: 'preview', value: 'true' },
    ]);
    const empty = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), ...none.headers },
      payload: none.payload,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('No file provided');

    const pdf = await makePdf(FRENCH_JD);
    const many = await preview(
      sales,
      Array.from({ length: 11 }, (_, i) => ({ filename: `jd${i}.pdf`, bytes: pdf })),
      'jd',
    );
    expect(many.statusCode).toBe(422);
    expect(many.json().detail).toBe('At most 10 files can be analysed at once');

    const exe = await preview(sales, [{ filename: 'setup.exe', bytes: makeExe() }], 'jd');
    expect(exe.statusCode).toBe(415);
    expect(await t.database.db.select().from(needs)).toHaveLength(0);
  });
});
