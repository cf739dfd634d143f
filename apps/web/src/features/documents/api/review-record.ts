import type { TDocumentKind } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import type { TReviewedRecord } from '../utils/review-fields.ts';

/** The need (GET /needs/{id}) or candidate (GET /candidates/{id}) a re-analysis compares with. */
export function getReviewedRecord(kind: TDocumentKind, id: string): Promise<TReviewedRecord> {
  return kind === 'jd'
    ? apiClient.GET('/api/v1/needs/{id}', { params: { path: { id } } })
    : apiClient.GET('/api/v1/candidates/{id}', { params: { path: { id } } });
}

/** The ordinary PATCH with the chosen changes and the version they were chosen against. */
export function patchReviewedRecord(
  kind: TDocumentKind,
  id: string,
  body: Record<string, unknown>,
): Promise<TReviewedRecord> {
  return kind === 'jd'
    ? apiClient.PATCH('/api/v1/needs/{id}', { params: { path: { id } }, body })
    : apiClient.PATCH('/api/v1/candidates/{id}', { params: { path: { id } }, body });
}
