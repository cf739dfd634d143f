import { describe, expect, it } from 'vitest';
import { makeDoc, makeDocx, makePdf, makeZipBomb } from '../test-support/make-documents.ts';
import { detectDocumentType } from './detect-document-type.ts';
import { MAX_CARD_CV_FILE_BYTES, UNSUPPORTED_TYPE_MESSAGE } from './upload-limits.ts';

describe('detectDocumentType', () => {
  it('recognises PDF, DOCX and DOC by their bytes', async () => {
    expect(await detectDocumentType(await makePdf(['Hello']), 'cv.pdf')).toBe('pdf');
    expect(await detectDocumentType(await makeDocx(['Hello']), 'CV.DOCX')).toBe('docx');
    expect(await detectDocumentType(await makeDoc(['Bonjour']), 'cv.doc')).toBe('doc');
  });

  it('refuses a renamed executable with the spec message', async () => {
    const executable = new Uint8Array(4096);
    executable.set([0x4d, 0x5a, 0x90, 0x00]);
    await expect(detectDocumentType(executable, 'cv.pdf')).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
      message: UNSUPPORTED_TYPE_MESSAGE,
    });
  });

  it('refuses a document whose extension disagrees with its content', async () => {
    await expect(detectDocumentType(await makePdf(['Hello']), 'cv.docx')).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
    await expect(detectDocumentType(await makePdf(['Hello']), 'cv.txt')).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
  });

  it('refuses a zip that is not a Word document', async () => {
    const bomb = makeZipBomb(1000);
    // Same bytes, but the one entry renamed: a zip without word/document.xml.
    const renamed = Buffer.from(bomb)
      .toString('latin1')
      .replaceAll('word/document.xml', 'data/document.xml');
    await expect(
      detectDocumentType(Buffer.from(renamed, 'latin1'), 'cv.docx'),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
  });

  it('refuses a file over the size limit', async () => {
    const pdf = await makePdf(['Hello']);
    const oversized = new Uint8Array(MAX_CARD_CV_FILE_BYTES + 1);
    oversized.set(pdf);
    await expect(
      detectDocumentType(oversized, 'cv.pdf', { maxBytes: MAX_CARD_CV_FILE_BYTES }),
    ).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: 'File size must be less than 10MB',
    });
  });

  it('refuses a DOCX bomb without inflating it', async () => {
    const bomb = makeZipBomb(200 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expect(detectDocumentType(bomb, 'cv.docx')).rejects.toMatchObject({ code: 'ZIP_BOMB' });
  });
});
