import { useMutation } from '@tanstack/react-query';
import type { TFollowUpMail } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';

/** POST /analysisIA/follow_up_emails/generate: the drafted e-mail, at once. */
export function draftFollowUp(input: {
  needId: string;
  candidateId: string;
}): Promise<TFollowUpMail> {
  return api.post<TFollowUpMail>('/analysisIA/follow_up_emails/generate', input);
}

export function useDraftFollowUp() {
  return useMutation({ mutationFn: draftFollowUp });
}
