import {
  getKindMismatchMessage,
  UNREADABLE_DOCUMENT_MESSAGE,
  type TCvAnalysis,
  type TDocumentKind,
  type TDocumentPreview,
  type TJdAnalysis,
  type TReadBy,
} from '@staffing/domain';
import { buildCandidateReviewFields } from './candidate-review-fields.ts';
import { detectDocumentKind } from './detect-document-kind.ts';
import { buildNeedReviewFields } from './need-review-fields.ts';

/** The review of a file whose text could not be read: said plainly, nothing to show. */
export function unreadablePreview(filename: string, expectedKind: TDocumentKind): TDocumentPreview {
  return {
    filename,
    expectedKind,
    detectedKind: 'unknown',
    kindMismatch: false,
    readable: false,
    message: UNREADABLE_DOCUMENT_MESSAGE,
    readBy: null,
    fields: [],
    analysis: null,
  };
}

/**
 * The review of one document: what kind it looks like (a mismatch with the kind asked for is
 * said, an unknown kind is not a mismatch) and the fields read from it, each with its line.
 */
export function buildDocumentPreview(input: {
  filename: string;
  expectedKind: TDocumentKind;
  text: string;
  readBy: TReadBy;
  analysis: TJdAnalysis | TCvAnalysis;
}): TDocumentPreview {
  const { filename, expectedKind, text, readBy, analysis } = input;
  const detectedKind = detectDocumentKind(text);
  const kindMismatch = detectedKind !== 'unknown' && detectedKind !== expectedKind;
  return {
    filename,
    expectedKind,
    detectedKind,
    kindMismatch,
    readable: true,
    message: kindMismatch ? getKindMismatchMessage(expectedKind, detectedKind) : null,
    readBy,
    fields:
      expectedKind === 'jd'
        ? buildNeedReviewFields(text, analysis as TJdAnalysis)
        : buildCandidateReviewFields(text, analysis as TCvAnalysis, filename),
    analysis,
  };
}
