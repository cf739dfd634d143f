import { z } from 'zod';
import { requiredText } from '../common/form-input.ts';
import { isPlausibleDate, LIMIT_MESSAGES } from '../common/limits.ts';
import { GDPR_MESSAGES, ZLegalBasis } from './gdpr.rules.ts';

/** Longest reason an Admin may give for an erasure. */
export const GDPR_REASON_MAX = 500;

/**
 * A date field of the candidate form: an ISO date or timestamp (1900–2200, not in the future);
 * blank or null clears it.
 */
export const zGdprDate = (message: string, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ message })
      .trim()
      .max(40, message)
      .refine((v) => isPlausibleDate(v), message)
      .refine((v) => Date.parse(v) <= Date.now() + 86_400_000, GDPR_MESSAGES.dateInFuture(label))
      .nullable(),
  );

/** The data protection fields of the candidate create and update bodies. */
export const gdprCandidateFields = {
  legalBasis: ZLegalBasis.optional(),
  consentGivenAt: zGdprDate(GDPR_MESSAGES.consentDateInvalid, 'Consent date').optional(),
  lastContactAt: zGdprDate(GDPR_MESSAGES.lastContactDateInvalid, 'Last contact date').optional(),
};

/** `POST /candidates/{id}/erase`: why the Admin erases the candidate (right to erasure). */
export const ZEraseCandidateRequest = z
  .object({
    reason: requiredText(GDPR_MESSAGES.reasonRequired).max(
      GDPR_REASON_MAX,
      LIMIT_MESSAGES.tooLong('Reason', GDPR_REASON_MAX),
    ),
  })
  .meta({ id: 'EraseCandidateRequest', description: 'Why the candidate is erased.' });
export type TEraseCandidateRequest = z.infer<typeof ZEraseCandidateRequest>;

export const ZErasureResult = z
  .object({
    id: z.string(),
    erasedAt: z.iso.datetime(),
    filesRemoved: z.number().int(),
  })
  .meta({ id: 'ErasureResult', description: 'The candidate erased, when, how many files.' });
export type TErasureResult = z.infer<typeof ZErasureResult>;

export const ZUpcomingErasure = z.object({
  candidateId: z.string(),
  name: z.string(),
  legalBasis: ZLegalBasis,
  retentionDeadline: z.iso.datetime(),
  retentionWarnedAt: z.iso.datetime().nullable(),
});
export type TUpcomingErasure = z.infer<typeof ZUpcomingErasure>;

export const ZErasureRecord = z.object({
  at: z.iso.datetime(),
  /** The Admin who erased; null for the retention job. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  reason: z.string(),
  basis: z.string().nullable(),
  deadline: z.iso.datetime().nullable(),
});
export type TErasureRecord = z.infer<typeof ZErasureRecord>;

/** `GET /gdpr/register`: the register of processing (Admins). */
export const ZGdprRegister = z
  .object({
    counts: z.object({ consent: z.number().int(), legitimate_interest: z.number().int() }),
    /** Deadlines within the next 90 days (and any already past, not yet erased), soonest first. */
    upcoming: z.array(ZUpcomingErasure),
    /** The latest erasures (anonymous audit lines), newest first. */
    erasures: z.array(ZErasureRecord),
    durations: z.object({
      noConsentMonths: z.number().int(),
      consentMonths: z.number().int(),
      warnDays: z.number().int(),
    }),
  })
  .meta({ id: 'GdprRegister', description: 'Counts by legal basis, upcoming and done erasures.' });
export type TGdprRegister = z.infer<typeof ZGdprRegister>;

export const ZRetentionRun = z
  .object({ flowId: z.string() })
  .meta({ id: 'RetentionRun', description: 'The retention flow just queued.' });
export type TRetentionRun = z.infer<typeof ZRetentionRun>;

/** Days ahead the register lists upcoming erasures. */
export const GDPR_REGISTER_DAYS = 90;
