import {
  Document,
  Footer,
  Header,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
} from 'docx';
import { describe, expect, it } from 'vitest';
import {
  makeDoc,
  makeDocx,
  makePdf,
  makePlacedPdf,
  makeScannedPdf,
  readScannedCvPdf,
} from '../test-support/make-documents.ts';
import { extractText, NO_TEXT_MESSAGE, readDocument } from './extract-text.ts';

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
  ] as const)(
    'reads French and English text from a %s',
    async (type, make) => {
      for (const lines of [FRENCH, ENGLISH]) {
        const text = await extractText(await make(lines), type);
        for (const line of lines) expect(text).toContain(line.replace('–', '-'));
      }
    },
    // A .doc is made by LibreOffice, started cold twice: half a minute each on a loaded 2-core CI.
    120_000,
  );

  it('explains that a scanned PDF has no text', async () => {
    await expect(extractText(await makeScannedPdf(), 'pdf')).rejects.toMatchObject({
      code: 'NO_TEXT',
      message: NO_TEXT_MESSAGE,
    });
  });

  it('reads a scanned PDF by OCR and says so', async () => {
    const { text, readBy } = await readDocument(readScannedCvPdf(), 'pdf', {
      kind: 'cv',
      maxPages: 30,
      maxCharacters: 1_000_000,
    });
    expect(readBy).toBe('ocr');
    for (const line of [
      'Julien Marchetti',
      'julien.marchetti@example.com',
      'Frameworks : Spring Boot, Spring Batch, Hibernate, JUnit 5',
      "Diplôme d'ingénieur en informatique, INSA Lyon",
    ])
      expect(text).toContain(line);
  });

  it('keeps the character limit when it reads by OCR', async () => {
    await expect(
      readDocument(readScannedCvPdf(), 'pdf', { kind: 'cv', maxPages: 30, maxCharacters: 1000 }),
    ).rejects.toMatchObject({ code: 'DOCUMENT_LIMIT' });
  });

  it('says a PDF of text was read from its text layer', async () => {
    expect(await readDocument(await makePdf(ENGLISH), 'pdf')).toMatchObject({ readBy: 'text' });
  });

  it('reports a corrupt document with a typed error', async () => {
    await expect(
      extractText(new TextEncoder().encode('%PDF-1.7 broken'), 'pdf'),
    ).rejects.toMatchObject({ code: 'CORRUPT_DOCUMENT' });
  });

  it('reads a DOCX in reading order: header once, line breaks, a skills table, a text box', async () => {
    const header = { default: new Header({ children: [new Paragraph('Jane Doe')] }) };
    const footer = { default: new Footer({ children: [new Paragraph('Page 1')] }) };
    const grid = new Table({
      rows: [
        new TableRow({
          children: [
            new TableCell({ children: [new Paragraph('Languages')] }),
            new TableCell({ children: [new Paragraph('Java, Kotlin')] }),
          ],
        }),
      ],
    });
    const document = new Document({
      sections: [
        {
          headers: header,
          footers: footer,
          children: [
            new Paragraph({
              children: [
                new TextRun('Senior Developer'),
                new TextRun({ text: 'jane@example.com', break: 1 }),
              ],
            }),
            new Paragraph('SKILLS'),
            grid,
          ],
        },
        {
          headers: header,
          children: [
            new Paragraph({
              children: [
                new Textbox({
                  children: [new Paragraph('Paris, France')],
                  style: { width: '2in', height: '1in' },
                }),
              ],
            }),
            new Paragraph('EXPERIENCE'),
          ],
        },
      ],
    });
    const text = await extractText(new Uint8Array(await Packer.toBuffer(document)), 'docx');
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Jane Doe',
      'Senior Developer',
      'jane@example.com',
      'SKILLS',
      'Languages  Java, Kotlin',
      'Paris, France',
      'EXPERIENCE',
    ]);
  });

  it('reads a two-column PDF left column first', async () => {
    const left = ['Jane Doe', 'jane@example.com', 'SKILLS', 'Java, SQL, Python'];
    const right = ['PROFILE', 'Backend engineer for ten years', 'EXPERIENCE', 'Acme, 2019 - 2021'];
    const pdf = await makePlacedPdf([
      [
        ...right.map((text, index) => ({ text, x: 220, y: 790 - index * 14.5, size: 10.5 })),
        ...left.map((text, index) => ({ text, x: 30, y: 790 - index * 12.5, size: 9 })),
      ],
    ]);
    expect((await extractText(pdf, 'pdf')).split('\n')).toEqual([...left, ...right]);
  });

  it('joins a word hyphenated at a PDF line end', async () => {
    const lines = ['Led the develop-', 'ment of a billing platform', 'with Java and Kafka'];
    const pdf = await makePlacedPdf([
      lines.map((text, index) => ({ text, x: 40, y: 790 - index * 14 })),
    ]);
    expect(await extractText(pdf, 'pdf')).toBe(
      'Led the development of a billing platform\nwith Java and Kafka',
    );
  });

  it('drops the repeats of a running header and the page numbers of a 3-page PDF', async () => {
    const pages = ['PROFILE', 'EXPERIENCE', 'EDUCATION'].map((heading, index) => [
      { text: 'Jane Doe - Curriculum Vitae', x: 40, y: 810 },
      { text: heading, x: 40, y: 700 },
      { text: `Section ${index + 1} of the curriculum`, x: 40, y: 686 },
      { text: `Page ${index + 1} / 3`, x: 270, y: 30 },
      { text: String(index + 1), x: 540, y: 20 },
    ]);
    expect((await extractText(await makePlacedPdf(pages), 'pdf')).split('\n')).toEqual([
      'Jane Doe - Curriculum Vitae',
      'PROFILE',
      'Section 1 of the curriculum',
      'EXPERIENCE',
      'Section 2 of the curriculum',
      'EDUCATION',
      'Section 3 of the curriculum',
    ]);
  });
});
