import type { TDocumentKind } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import type { TReviewedRecord } from '../utils/review-fields.ts';

const pathOf = (kind: TDocumentKind, id: string) =>
  kind === 'jd' ? `/needs/${encodeURIComponent(id)}` : `/candidates/${encodeURIComponent(id)}`;

/** The need (GET /needs/{id}) or candidate (GET /candidates/{id}) a re-analysis compares with. */
export function getReviewedRecord(kind: TDocumentKind, id: string) {
  return api.get<TReviewedRecord>(pathOf(kind, id));
}

/** The ordinary PATCH with the chosen changes and the version they were chosen against. */
export function patchReviewedRecord(
  kind: TDocumentKind,
  id: string,
  body: Record<string, unknown>,
) {
  return api.patch<TReviewedRecord>(pathOf(kind, id), body);
}
