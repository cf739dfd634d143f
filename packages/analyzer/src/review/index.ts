export { detectDocumentKind, scoreDocumentKind } from './detect-document-kind.ts';
export type { TDocumentKindScores } from './detect-document-kind.ts';
export {
  buildNeedReviewFields,
  findClient,
  findDailyRate,
  findDescription,
  findJobTitle,
} from './need-review-fields.ts';
export { buildCandidateReviewFields, personNameFromFilename } from './candidate-review-fields.ts';
export { buildDocumentPreview, unreadablePreview } from './build-document-preview.ts';
export { numberLines } from './locate.ts';
