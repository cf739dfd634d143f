import { useMutation } from '@tanstack/react-query';
import type { TFollowUpMail } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

/** POST /analysisIA/follow_up_emails/generate: the drafted e-mail, at once. */
export function draftFollowUp(input: {
  needId: string;
  candidateId: string;
}): Promise<TFollowUpMail> {
  return apiClient.POST('/api/v1/analysisIA/follow_up_emails/generate', { body: input });
}

export function useDraftFollowUp() {
  return useMutation({ mutationFn: draftFollowUp });
}
