import { z } from 'zod';
import { requiredText } from '../common/form-input.ts';
import { INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';
import { pageQueryFields, zPage } from '../common/pagination.schema.ts';
import { camelizeKeys } from '../needs/case-keys.ts';
import { ZNeedColumn } from '../needs/need-column.ts';

export const FOLLOW_UP_MESSAGES = {
  forbidden: 'Recruiters cannot see or draft follow-ups',
  needIdRequired: 'needId is required',
  candidateIdRequired: 'candidateId is required',
  notSent: 'This candidate has not been sent to the client on this need',
  pairNotFound: 'Candidate is not associated with this need.',
} as const;

/** The follow-up flag of a need's candidate card (null when the latest step is not the sent step). */
export const ZFollowUpState = z
  .object({
    due: z.boolean().meta({ description: 'Waited FOLLOW_UP_DAYS days or more since sent.' }),
    sentAt: z.iso.datetime().meta({ description: 'The date of the CANDIDATE_SENT step.' }),
    daysWaiting: z.number().int().meta({ description: 'Whole days since then.' }),
  })
  .meta({ id: 'FollowUpState', description: 'Sent to the client and waiting for an answer.' });

/** One pair of `GET /follow-ups`. */
export const ZFollowUp = z
  .object({
    needId: z.string(),
    needTitle: z.string(),
    client: z.string(),
    needColumn: ZNeedColumn,
    candidateId: z.string(),
    candidateName: z.string(),
    stepId: z.string().meta({ description: 'The CANDIDATE_SENT step.' }),
    sentAt: z.iso.datetime(),
    daysWaiting: z.number().int(),
    clientEmail: z
      .string()
      .nullable()
      .meta({ description: 'The client e-mail typed on the sent step, if any.' }),
  })
  .meta({ id: 'FollowUp', description: 'A candidate sent to a client with no later step.' });
export type TFollowUp = z.infer<typeof ZFollowUp>;

export const ZFollowUpPage = zPage(ZFollowUp).meta({
  id: 'FollowUpPage',
  description: 'The pairs to follow up, longest waiting first.',
});
export type TFollowUpPage = z.infer<typeof ZFollowUpPage>;

export const ZFollowUpListQuery = z.preprocess(camelizeKeys, z.object(pageQueryFields(200, 50)));
export type TFollowUpListQuery = z.infer<typeof ZFollowUpListQuery>;

const ZId = (message: string, field: string) =>
  requiredText(message).max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong(field, INPUT_LIMITS.idMax));

/** `POST /analysisIA/follow_up_emails/generate` (needId/need_id, candidateId/candidate_id). */
export const ZFollowUpMailRequest = z.preprocess(
  camelizeKeys,
  z.object({
    needId: ZId(FOLLOW_UP_MESSAGES.needIdRequired, 'needId'),
    candidateId: ZId(FOLLOW_UP_MESSAGES.candidateIdRequired, 'candidateId'),
  }),
);
export type TFollowUpMailRequest = z.infer<typeof ZFollowUpMailRequest>;

export const ZFollowUpMail = z
  .object({
    subject: z.string(),
    body: z.string(),
    to: z.string().nullable().meta({ description: 'The client e-mail of the sent step, if any.' }),
    email_content: z.string().meta({ description: 'Subject line, blank line, body.' }),
    message: z
      .string()
      .nullable()
      .meta({ description: 'How it was written (the model, or the template and why).' }),
  })
  .meta({ id: 'FollowUpMail', description: 'A drafted follow-up e-mail to the client.' });
export type TFollowUpMail = z.infer<typeof ZFollowUpMail>;
