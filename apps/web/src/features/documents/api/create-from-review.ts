import {
  ZCandidateForm,
  ZCreateNeedRequest,
  type TCandidate,
  type TDocumentPreview,
  type TNeed,
} from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import {
  toCandidateCreateInput,
  toNeedCreateInput,
  type TReviewValues,
} from '../utils/review-fields.ts';

/** POST /needs with the reviewed values: the ordinary route, the same checks as Manual Entry. */
export function createNeedFromReview(values: TReviewValues, preview: TDocumentPreview) {
  return api.post<TNeed>('/needs', ZCreateNeedRequest.parse(toNeedCreateInput(values, preview)));
}

export type TReviewedCandidate = TCandidate & { merged?: boolean };

/** POST /needs/{id}/candidates (or /candidates without a need) with the reviewed values. */
export function createCandidateFromReview(values: TReviewValues, needId: string | null) {
  const path = needId ? `/needs/${encodeURIComponent(needId)}/candidates` : '/candidates';
  return api.post<TReviewedCandidate>(path, ZCandidateForm.parse(toCandidateCreateInput(values)));
}
