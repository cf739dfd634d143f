import { describe, expect, it } from 'vitest';
import '../../../i18n/app-catalogs.ts';
import { checkDocumentFile } from './check-document-file.ts';

const file = (name: string, bytes: number) => ({ name, size: bytes }) as File;
const MB = 1024 * 1024;

describe('checkDocumentFile', () => {
  it("refuses a missing or empty file with 'No file provided'", () => {
    expect(checkDocumentFile(null, 50)).toBe('No file provided');
    expect(checkDocumentFile(file('cv.pdf', 0), 50)).toBe('No file provided');
  });
  it('accepts .pdf, .doc and .docx in any case, and nothing else', () => {
    expect(checkDocumentFile(file('cv.PDF', 10), 50)).toBeNull();
    expect(checkDocumentFile(file('cv.doc', 10), 50)).toBeNull();
    expect(checkDocumentFile(file('cv.docx', 10), 50)).toBeNull();
    expect(checkDocumentFile(file('cv.txt', 10), 50)).toBe(
      'Please upload a PDF, DOC, or DOCX file',
    );
    expect(checkDocumentFile(file('pdf', 10), 50)).toBe('Please upload a PDF, DOC, or DOCX file');
  });
  it('holds the size limit: 50MB for analysis, 10MB on the card', () => {
    expect(checkDocumentFile(file('jd.pdf', 50 * MB), 50)).toBeNull();
    expect(checkDocumentFile(file('jd.pdf', 50 * MB + 1), 50)).toBe(
      'File size must be less than 50MB',
    );
    expect(checkDocumentFile(file('cv.pdf', 11 * MB), 10)).toBe('File size must be less than 10MB');
  });
});
