import {
  ZCandidateForm,
  ZCreateNeedRequest,
  type TCandidate,
  type TDocumentPreview,
  type TNeed,
} from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import {
  toCandidateCreateInput,
  toNeedCreateInput,
  type TReviewValues,
} from '../utils/review-fields.ts';

/** POST /needs with the reviewed values: the ordinary route, the same checks as Manual Entry. */
export function createNeedFromReview(
  values: TReviewValues,
  preview: TDocumentPreview,
): Promise<TNeed> {
  return apiClient.POST('/api/v1/needs', {
    body: ZCreateNeedRequest.parse(toNeedCreateInput(values, preview)),
  });
}

export type TReviewedCandidate = TCandidate & { merged?: boolean };

/** POST /needs/{id}/candidates (or /candidates without a need) with the reviewed values. */
export function createCandidateFromReview(
  values: TReviewValues,
  needId: string | null,
): Promise<TReviewedCandidate> {
  const body = ZCandidateForm.parse(toCandidateCreateInput(values));
  return needId
    ? apiClient.POST('/api/v1/needs/{id}/candidates', { params: { path: { id: needId } }, body })
    : apiClient.POST('/api/v1/candidates', { body });
}
