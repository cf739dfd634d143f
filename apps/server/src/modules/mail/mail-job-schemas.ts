import { ZMailCandidate, ZMailNeed } from '@staffing/analyzer';
import { z } from 'zod';

/** What a mail job's flow carries: the need, and for a CV mail the candidates chosen. */
export const ZCvMailPayload = z.object({
  needId: z.string(),
  candidates: z.array(z.object({ id: z.string(), tjm: z.number(), availability: z.string() })),
  senderName: z.string(),
  /** The candidates' dossiers attached to the draft (flows made before attachments have none). */
  attachments: z
    .array(z.object({ candidateId: z.string(), fileId: z.string(), filename: z.string() }))
    .default([]),
});
export type TCvMailPayload = z.infer<typeof ZCvMailPayload>;
export const ZNeedMailPayload = z.object({ needId: z.string(), senderName: z.string() });
export type TNeedMailPayload = z.infer<typeof ZNeedMailPayload>;

/** A written mail, and how it was written (the model, or the template after a failure). */
const ZWrittenMail = z.object({ email_content: z.string(), message: z.string().nullable() });
export type TWrittenMail = z.infer<typeof ZWrittenMail>;

export const CV_MAIL_OUTPUTS = {
  collect: z.object({ need: ZMailNeed, candidates: z.array(ZMailCandidate) }),
  compose: ZWrittenMail,
  apply: ZWrittenMail,
};
export const NEED_MAIL_OUTPUTS = {
  collect: z.object({ need: ZMailNeed }),
  compose: ZWrittenMail,
  apply: ZWrittenMail,
};

/** What a mail flow's apply stage kept, read when the mail is fetched. */
export const ZMailResult = z.object({
  apply: z.object({ email_content: z.string().optional() }).optional(),
});
