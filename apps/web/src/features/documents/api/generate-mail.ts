import type { TGeneratedMail } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export type TMailKind = 'cv' | 'need';

export type TMailReply = TGeneratedMail;

/** POST /analysisIA/emails/generate or /need_emails/generate; answers the job id. */
export async function startMailGeneration(
  kind: TMailKind,
  body: Record<string, unknown>,
): Promise<string> {
  if (kind === 'cv')
    return (await apiClient.POST('/api/v1/analysisIA/emails/generate', { body })).mail_job_id;
  return (await apiClient.POST('/api/v1/analysisIA/need_emails/generate', { body }))
    .need_mail_job_id;
}

/** GET /analysisIA/mails/{jobId} or /need_mails/{jobId}: email_content once the job completed. */
export function getGeneratedMail(kind: TMailKind, jobId: string): Promise<TMailReply> {
  const path =
    kind === 'cv' ? '/api/v1/analysisIA/mails/{jobId}' : '/api/v1/analysisIA/need_mails/{jobId}';
  return apiClient.GET(path, { params: { path: { jobId } } });
}
