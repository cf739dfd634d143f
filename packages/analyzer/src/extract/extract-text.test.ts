import { describe, expect, it } from 'vitest';
import { makeDoc, makeDocx, makePdf, makeScannedPdf } from '../test-support/make-documents.ts';
import { extractText, NO_TEXT_MESSAGE } from './extract-text.ts';

const FRENCH = [
  'Jean Dupont',
  'Développeur Java – Expérience professionnelle',
  "janvier 2020 – aujourd'hui",
  'Compétences : Java, Spring Boot',
];
const ENGLISH = [
  'Jane Smith',
  'Senior Software Engineer',
  'Jan 2019 - Present',
  'Skills: TypeScript, React, AWS',
];

describe('extractText', () => {
  it.each([
    ['pdf', makePdf],
    ['docx', makeDocx],
    ['doc', makeDoc],
  ] as const)('reads French and English text from a %s', async (type, make) => {
    for (const lines of [FRENCH, ENGLISH]) {
      const text = await extractText(await make(lines), type);
      for (const line of lines) expect(text).toContain(line.replace('–', '-'));
    }
  });

  it('explains that a scanned PDF has no text', async () => {
    await expect(extractText(await makeScannedPdf(), 'pdf')).rejects.toMatchObject({
      code: 'NO_TEXT',
      message: NO_TEXT_MESSAGE,
    });
  });

  it('reports a corrupt document with a typed error', async () => {
    await expect(
      extractText(new TextEncoder().encode('%PDF-1.7 broken'), 'pdf'),
    ).rejects.toMatchObject({ code: 'CORRUPT_DOCUMENT' });
  });
});
