import type { TReadBy } from '@staffing/domain';
import { AnalyzerError, isAnalyzerError } from '../analyzer-error.ts';
import type { TDocumentType } from '../files/detect-document-type.ts';
import { extractDocText } from './extract-doc-text.ts';
import { extractDocxText } from './extract-docx-text.ts';
import { assertCharacterCount, type ExtractLimits } from './extract-limits.ts';
import { extractPdfText } from './extract-pdf-text.ts';
import { normalizeText } from './normalize-text.ts';
import { readScannedPdf } from './ocr/read-scanned-pdf.ts';

export const NO_TEXT_MESSAGE =
  'No text could be extracted from this document (it may be a scanned image). Please upload a text-based PDF, DOC or DOCX.';

// Below this many letters a document is treated as having no usable text layer (page numbers or a
// stray header on a scanned CV are not a CV).
const MIN_LETTERS = 20;

const extractors: Record<
  TDocumentType,
  (bytes: Uint8Array, limits?: ExtractLimits) => Promise<string>
> = {
  pdf: extractPdfText,
  docx: extractDocxText,
  doc: extractDocText,
};

export interface DocumentText {
  text: string;
  readBy: TReadBy;
}

/**
 * The text of a document. With `limits`, a document past one of them is refused (DOCUMENT_LIMIT)
 * as soon as the excess is seen; time and memory are bounded by the reader pool around it.
 */
export async function extractText(
  bytes: Uint8Array,
  type: TDocumentType,
  limits?: ExtractLimits,
): Promise<string> {
  return (await readDocument(bytes, type, limits)).text;
}

/**
 * The text of a document and how it was read: a PDF without a text layer (a scan) is read by
 * OCR, within the same page and character limits.
 */
export async function readDocument(
  bytes: Uint8Array,
  type: TDocumentType,
  limits?: ExtractLimits,
): Promise<DocumentText> {
  const text = await readWith(extractors[type], bytes, type, limits);
  if (hasText(text)) return { text, readBy: 'text' };
  if (type === 'pdf') {
    const scanned = await readWith(readScannedPdf, bytes, type, limits);
    if (hasText(scanned)) return { text: scanned, readBy: 'ocr' };
  }
  throw new AnalyzerError('NO_TEXT', NO_TEXT_MESSAGE);
}

async function readWith(
  read: (bytes: Uint8Array, limits?: ExtractLimits) => Promise<string>,
  bytes: Uint8Array,
  type: TDocumentType,
  limits?: ExtractLimits,
): Promise<string> {
  let raw: string;
  try {
    raw = await read(bytes, limits);
  } catch (error) {
    if (isAnalyzerError(error)) throw error;
    throw new AnalyzerError(
      'CORRUPT_DOCUMENT',
      `The ${type.toUpperCase()} file could not be read`,
      { cause: error },
    );
  }
  assertCharacterCount(raw.length, limits);
  return normalizeText(raw);
}

const hasText = (text: string) => (text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS;
