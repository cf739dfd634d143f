import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDuplicateCheckRequest, TDuplicateMatch } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { duplicateKeys } from './duplicate-keys.ts';

export type TDuplicateDraft = Pick<
  TDuplicateCheckRequest,
  'name' | 'email' | 'phone' | 'linkedinUrl'
>;

/** POST /candidates/duplicates/check: who a record still being typed may already be. */
export function checkDuplicates(
  draft: TDuplicateDraft,
  signal?: AbortSignal,
): Promise<TDuplicateMatch[]> {
  return apiClient.POST('/api/v1/candidates/duplicates/check', { signal, body: draft });
}

/** Asked once the draft has something to match on (a name of 3 letters, or a contact). */
export function useDuplicateCheck(draft: TDuplicateDraft) {
  const enabled =
    (draft.name ?? '').trim().length >= 3 || !!draft.email || !!draft.phone || !!draft.linkedinUrl;
  return useQuery({
    queryKey: [...duplicateKeys.all, 'check', draft],
    queryFn: ({ signal }) => checkDuplicates(draft, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
