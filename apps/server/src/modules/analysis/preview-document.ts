import {
  buildDocumentPreview,
  MAX_ANALYSIS_FILE_BYTES,
  unreadablePreview,
  type Analyzer,
  type DocumentText,
  type TDocumentType,
} from '@staffing/analyzer';
import type { TDocumentPreview } from '@staffing/domain';
import { AppError } from '../../lib/errors.ts';
import { checkDocument } from '../files/check-document.ts';
import { readingRefusal, type TDocumentKind, type TReadText } from './document-text.ts';
import { contentHash, type TDocumentReviews } from './document-reviews.repository.ts';

/**
 * The review of one file: its text read and analysed, nothing written. A file that says it is
 * a PDF, DOC or DOCX but whose content cannot be read (damaged, empty, a scan) is answered as
 * unreadable rather than refused: the person fills the fields by hand. A document past a reading
 * limit (pages, characters, time, memory) is refused with the limit in plain words. What was read
 * is kept by the file's hash, so the upload confirmed after the review does not read it again.
 */
export async function previewDocument(
  deps: { analyzer: Analyzer; readText: TReadText; reviews: TDocumentReviews },
  file: { filename: string; bytes: Buffer },
  expectedKind: TDocumentKind,
): Promise<TDocumentPreview> {
  let type: TDocumentType;
  try {
    type = await checkDocument(file.bytes, file.filename, MAX_ANALYSIS_FILE_BYTES);
  } catch (err) {
    const damaged =
      err instanceof AppError &&
      err.code === 'UNSUPPORTED_MEDIA_TYPE' &&
      /\.(?:pdf|docx?)$/i.test(file.filename);
    if (damaged) return unreadablePreview(file.filename, expectedKind);
    throw err;
  }
  let read: DocumentText;
  try {
    read = await deps.readText(file.bytes, type, expectedKind);
  } catch (err) {
    const refusal = readingRefusal(err);
    if (refusal) throw refusal;
    return unreadablePreview(file.filename, expectedKind);
  }
  const { text, readBy } = read;
  const analysis =
    expectedKind === 'jd'
      ? await deps.analyzer.analyzeJobDescription(text)
      : await deps.analyzer.analyzeCv(text);
  await deps.reviews.keep(contentHash(file.bytes), expectedKind, { text, analysis });
  return buildDocumentPreview({ filename: file.filename, expectedKind, text, readBy, analysis });
}
