import { z } from 'zod';

/** `POST /analysisIA/emails/generate`: the mail job started; read it with GET /mails/{id}. */
export const ZCvMailStarted = z.object({ mail_job_id: z.string() }).meta({ id: 'CvMailStarted' });
export type TCvMailStarted = z.infer<typeof ZCvMailStarted>;

/** `POST /analysisIA/need_emails/generate`: read it with GET /need_mails/{id}. */
export const ZNeedMailStarted = z
  .object({ need_mail_job_id: z.string() })
  .meta({ id: 'NeedMailStarted' });
export type TNeedMailStarted = z.infer<typeof ZNeedMailStarted>;

/** A file attached to a 'send CVs' mail draft: a candidate's generated dossier de compétences. */
export const ZMailAttachment = z
  .object({
    candidateId: z.string(),
    fileId: z.string(),
    filename: z.string(),
    /** Where the file downloads: GET /api/v1/candidates/{candidateId}/dossiers/{fileId}. */
    url: z.string(),
  })
  .meta({ id: 'MailAttachment' });
export type TMailAttachment = z.infer<typeof ZMailAttachment>;

/** A generated e-mail: its text once the job completed (null before), the job's status. */
export const ZGeneratedMail = z
  .object({
    email_content: z.string().nullable(),
    /** The dossiers attached when the CV mail was requested (empty for a need mail). */
    attachments: z.array(ZMailAttachment).optional(),
    status: z.string().meta({ description: 'The flow status: pending, processing, completed...' }),
    progress: z.number().meta({ description: 'From 0 to 100.' }),
    error: z.string().optional().meta({ description: 'Why the job failed, when it did.' }),
  })
  .meta({ id: 'GeneratedMail' });
export type TGeneratedMail = z.infer<typeof ZGeneratedMail>;

/**
 * What an AI provider must answer when it writes a mail: a subject line and a body. Anything
 * else (empty, oversized, extra prose around the JSON) is refused and the template is used.
 */
export const ZMailDraft = z.object({
  subject: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1).max(20_000),
});
export type TMailDraft = z.infer<typeof ZMailDraft>;
