/**
 * The texts the analyzer sees for one document along each path a user's file can take: the raw
 * annotation text, a DOCX of it and a PDF of it, both read back by the server's `extractText`.
 */
import { extractText } from '../../src/extract/extract-text.ts';
import { CV_HEADINGS } from '../../src/local/cv-headings.ts';
import { restoreLineBreaks } from '../../src/local/restore-line-breaks.ts';
import { splitSections } from '../../src/local/split-sections.ts';
import { makeLinesDocx, makeLinesPdf, makeTwoColumnPdf } from './make-eval-documents.ts';

export const PATHS = ['raw', 'docx', 'pdf'] as const;
export type TPath = (typeof PATHS)[number];
export type TPathTexts = Record<TPath, string>;

export interface PathOptions {
  /** Lay this document out as a two-column CV (contact, skills, languages on the left). */
  twoColumns: boolean;
}

/** Makes the documents, reads them back, and keeps the texts (documents are made once a run). */
export async function readAlongPaths(text: string, options: PathOptions): Promise<TPathTexts> {
  const lines = text.split('\n');
  const pdf = options.twoColumns
    ? await makeTwoColumnPdf(...splitForTwoColumns(text))
    : await makeLinesPdf(lines);
  return {
    raw: text,
    docx: await extractText(await makeLinesDocx(lines), 'docx'),
    pdf: await extractText(pdf, 'pdf'),
  };
}

const LEFT_SECTIONS = new Set(['header', 'contact', 'skills', 'languages']);

/**
 * A designer's layout of a CV: the lines before the first heading (name, contact) and the
 * contact, skills and languages sections on the left, everything else on the right. A CV
 * flattened into one line is read into its lines first, as the analyzer reads it.
 */
export function splitForTwoColumns(text: string): [string[], string[]] {
  const left: string[] = [];
  const right: string[] = [];
  let kind = 'header';
  for (const line of restoreLineBreaks(text).split('\n')) {
    if (!line.trim()) continue;
    const sections = splitSections(line, CV_HEADINGS);
    const heading = sections.find((section) => section.kind !== 'header' || section.heading);
    if (heading && heading.heading) kind = heading.kind;
    (LEFT_SECTIONS.has(kind) ? left : right).push(line.trim());
  }
  return [left, right];
}
