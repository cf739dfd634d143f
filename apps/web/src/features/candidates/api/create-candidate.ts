import type { TCandidate, TCreateCandidateRequest } from '@staffing/domain';
import { apiClient, useRefreshingMutation } from '../../../shared/api/index.ts';
import { candidateKeys } from './candidate-keys.ts';

export type TCreatedCandidate = TCandidate & { merged?: boolean };

/**
 * POST /needs/{id}/candidates (or POST /candidates without a need). 201 creates; 200 with
 * `merged: true` means the e-mail existed and the new data was merged into that candidate.
 */
export function createCandidate({
  needId,
  body,
}: {
  needId?: string | null;
  body: TCreateCandidateRequest;
}) {
  return needId
    ? apiClient.POST('/api/v1/needs/{id}/candidates', { params: { path: { id: needId } }, body })
    : apiClient.POST('/api/v1/candidates', { body });
}

export function useCreateCandidate() {
  return useRefreshingMutation(createCandidate, candidateKeys.all, 'success');
}
