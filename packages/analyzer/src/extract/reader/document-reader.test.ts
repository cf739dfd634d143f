import { afterEach, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeHugeDocx,
  makeManyPagePdf,
  makePdf,
  readScannedCvPdf,
} from '../../test-support/make-documents.ts';
import type { ExtractLimits } from '../extract-limits.ts';
import { extractText } from '../extract-text.ts';
import { createDocumentReader, type DocumentReader } from './document-reader.ts';

const CV: ExtractLimits = { kind: 'cv', maxPages: 30, maxCharacters: 1_000_000 };
const JD: ExtractLimits = { kind: 'jd', maxPages: 300, maxCharacters: 1_000_000 };
const LINES = ['Jane Smith', 'Senior Software Engineer', 'Skills: TypeScript, React, AWS'];

let reader: DocumentReader | undefined;
afterEach(async () => {
  await reader?.close();
  reader = undefined;
});

function open(options: Partial<Parameters<typeof createDocumentReader>[0]> = {}) {
  reader = createDocumentReader({
    processes: 1,
    maxQueue: 10,
    timeoutMs: 30_000,
    memoryMb: 256,
    ...options,
  });
  return reader;
}

/** The longest pause of this thread's event loop while `work` runs. */
async function longestPause<T>(
  work: Promise<T>,
): Promise<{ result: PromiseSettledResult<T>; pauseMs: number }> {
  let last = performance.now();
  let pauseMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    pauseMs = Math.max(pauseMs, now - last);
    last = now;
  }, 5);
  const [result] = await Promise.allSettled([work]);
  clearInterval(ticker);
  return { result, pauseMs };
}

describe('the document reader (reader processes)', () => {
  it('reads a PDF and a DOCX exactly as extractText does', async () => {
    const documents = open();
    const pdf = await makePdf(LINES);
    const docx = await makeDocx(LINES);
    expect(await documents.read(pdf, 'pdf', CV)).toEqual({
      text: await extractText(pdf, 'pdf'),
      readBy: 'text',
    });
    expect(await documents.read(docx, 'docx', CV)).toEqual({
      text: await extractText(docx, 'docx'),
      readBy: 'text',
    });
    // The caller's bytes are still whole (the thread got a copy).
    expect(await extractText(pdf, 'pdf')).toContain('Jane Smith');
  });

  it('reads a scanned PDF by OCR in the reader process', async () => {
    const { text, readBy } = await open().read(readScannedCvPdf(), 'pdf', CV);
    expect(readBy).toBe('ocr');
    expect(text).toContain('julien.marchetti@example.com');
  }, 60_000);

  it('refuses a PDF past the pages of its kind, in plain words', async () => {
    const documents = open();
    const pdf = makeManyPagePdf(20_000);
    await expect(documents.read(pdf, 'pdf', CV)).rejects.toMatchObject({
      code: 'DOCUMENT_LIMIT',
      message: 'This PDF has 20,000 pages; CVs are read up to 30 pages',
    });
    await expect(documents.read(pdf, 'pdf', JD)).rejects.toMatchObject({
      code: 'DOCUMENT_LIMIT',
      message: 'This PDF has 20,000 pages; job descriptions are read up to 300 pages',
    });
  });

  it('refuses a DOCX whose recorded page count is past the limit', async () => {
    await expect(open().read(makeHugeDocx(0.01, 412), 'docx', CV)).rejects.toMatchObject({
      code: 'DOCUMENT_LIMIT',
      message: 'This DOCX has 412 pages; CVs are read up to 30 pages',
    });
  });

  it('refuses a document past the characters limit', async () => {
    const small = { ...JD, maxCharacters: 1000 };
    await expect(open().read(makeHugeDocx(0.05), 'docx', small)).rejects.toMatchObject({
      code: 'DOCUMENT_LIMIT',
      message:
        'This document has more than 1,000 characters of text; documents are read up to 1,000 characters',
    });
  });

  it('ends a reading past its time while this thread keeps answering', async () => {
    const documents = open({ timeoutMs: 1000 });
    // Within its page limit, 20,000 pages take far longer than a second to read.
    const many = { ...JD, maxPages: 100_000, maxCharacters: 10_000_000 };
    const { result, pauseMs } = await longestPause(
      documents.read(makeManyPagePdf(20_000), 'pdf', many),
    );
    expect(result).toMatchObject({
      status: 'rejected',
      reason: {
        code: 'DOCUMENT_LIMIT',
        message: 'This document took longer than 1 seconds to read and was stopped',
      },
    });
    // The reading itself took a second before it was stopped: it did not happen on this thread.
    expect(pauseMs).toBeLessThan(500);
    // The next document gets a fresh thread.
    expect((await documents.read(await makePdf(LINES), 'pdf', CV)).text).toContain('Jane Smith');
  }, 30_000);

  it('ends a reading past its memory without harming this process', async () => {
    const documents = open({ memoryMb: 64 });
    const many = { ...JD, maxCharacters: 100_000_000 };
    await expect(documents.read(makeHugeDocx(40), 'docx', many)).rejects.toMatchObject({
      code: 'DOCUMENT_LIMIT',
      message: 'This document needed more than 64 MB of memory to read and was stopped',
    });
    expect((await documents.read(await makeDocx(LINES), 'docx', CV)).text).toContain('Jane Smith');
  }, 60_000);

  it('answers busy once the waiting line is full', async () => {
    const documents = open({ maxQueue: 1, timeoutMs: 2000 });
    const many = { ...JD, maxPages: 100_000, maxCharacters: 10_000_000 };
    const pdf = makeManyPagePdf(20_000);
    const readings = [1, 2, 3].map(() => documents.read(pdf, 'pdf', many));
    const settled = await Promise.allSettled(readings);
    const codes = settled.map((s) => (s.status === 'rejected' ? s.reason.code : 'read'));
    expect(codes).toContain('READER_BUSY');
  }, 30_000);
});
