import { AnalyzerError } from '../analyzer-error.ts';
import type { TDocumentType } from '../files/detect-document-type.ts';

/**
 * What reading one document may cost. A CV is short and a call for tender can run to a few
 * hundred pages, so the page bound depends on what the document is read as.
 */
export interface ExtractLimits {
  /** What the document is read as: it names the bound in the message ('CVs are read up to…'). */
  kind: 'cv' | 'jd';
  maxPages: number;
  maxCharacters: number;
}

const formatCount = (count: number) => new Intl.NumberFormat('en-US').format(count);

export function assertPageCount(
  type: TDocumentType,
  pages: number,
  limits: ExtractLimits | undefined,
): void {
  if (!limits || pages <= limits.maxPages) return;
  const name = type.toUpperCase();
  const count = formatCount(pages);
  const max = formatCount(limits.maxPages);
  throw new AnalyzerError(
    'DOCUMENT_LIMIT',
    limits.kind === 'cv'
      ? `This ${name} has ${count} pages; CVs are read up to ${max} pages`
      : `This ${name} has ${count} pages; job descriptions are read up to ${max} pages`,
  );
}

export function assertCharacterCount(characters: number, limits: ExtractLimits | undefined): void {
  if (!limits || characters <= limits.maxCharacters) return;
  const max = formatCount(limits.maxCharacters);
  throw new AnalyzerError(
    'DOCUMENT_LIMIT',
    `This document has more than ${max} characters of text; documents are read up to ${max} characters`,
  );
}
