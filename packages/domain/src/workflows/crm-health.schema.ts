import { z } from 'zod';
import { blankToUndefined, optionalDateQuery } from '../common/form-input.ts';
import { camelizeKeys } from '../needs/case-keys.ts';
import { CRM_ERROR_KINDS } from './rpa.rules.ts';

/** The health view's default period: the last 30 days. */
export const CRM_HEALTH_DEFAULT_DAYS = 30;
/** The failures list shows at most this many runs, newest first. */
export const CRM_HEALTH_FAILURES_MAX = 200;

export const CRM_HEALTH_MESSAGES = {
  invalidDate: (field: string) => `${field} must be a valid date`,
  dateRange: 'from must not be after to',
  invalidKind: (value: unknown) => `Invalid CRM error kind: ${String(value).slice(0, 40)}`,
  empty: 'No CRM failures in this period',
  loadError: 'Error loading CRM health',
  retried: (n: number) => `${n} CRM run${n === 1 ? '' : 's'} retried`,
  retryFailed: (message: string) => `Failed to retry: ${message}`,
  retryReason: 'Retried from CRM Health',
} as const;

export const ZCrmErrorKind = z.enum(CRM_ERROR_KINDS, {
  error: (issue) => CRM_HEALTH_MESSAGES.invalidKind(issue.input),
});

/**
 * What a flow keeps of the CRM refusal that failed it (`metadata.crmError`): the Salesforce
 * errorCode, the fields concerned, the message, the stage and when. Written by the jobs
 * platform on a failed attempt, replaced by the next failure, removed by a success.
 */
export const ZCrmFlowError = z.object({
  errorCode: z.string(),
  fields: z.array(z.string()),
  message: z.string(),
  stage: z.string().nullable(),
  at: z.string(),
});
export type TCrmFlowError = z.infer<typeof ZCrmFlowError>;

const optionalDate = (field: string) =>
  optionalDateQuery(field, CRM_HEALTH_MESSAGES.invalidDate(field));

/**
 * `GET /admin/crm/health`: the period (from, to: ISO dates or timestamps, both included; the
 * last 30 days by default) and an optional kind narrowing the failures list.
 */
export const ZCrmHealthQuery = z.preprocess(
  camelizeKeys,
  z
    .object({
      from: optionalDate('from'),
      to: optionalDate('to'),
      kind: z.preprocess(blankToUndefined, ZCrmErrorKind.optional()),
    })
    .refine((q) => !(Date.parse(q.from ?? '') > Date.parse(q.to ?? '')), {
      message: CRM_HEALTH_MESSAGES.dateRange,
      path: ['from'],
    }),
);
export type TCrmHealthQuery = z.infer<typeof ZCrmHealthQuery>;

/** One error-kind card: failed runs of that kind and the distinct needs they concern. */
export const ZCrmHealthKind = z.object({
  kind: ZCrmErrorKind,
  label: z.string(),
  errors: z.number().int(),
  needs: z.number().int(),
});
export type TCrmHealthKind = z.infer<typeof ZCrmHealthKind>;

/** One failed CRM run of the list. `errorCode` is null for a failure that was not a CRM refusal. */
export const ZCrmHealthFailure = z
  .object({
    flowId: z.string(),
    type: z.string(),
    status: z.string(),
    needId: z.string().nullable(),
    needName: z.string().nullable(),
    candidateName: z.string().nullable(),
    errorCode: z.string().nullable(),
    kind: ZCrmErrorKind,
    message: z.string().nullable(),
    fields: z.array(z.string()),
    stage: z.string().nullable(),
    failedAt: z.string().nullable(),
  })
  .meta({ id: 'CrmHealthFailure' });
export type TCrmHealthFailure = z.infer<typeof ZCrmHealthFailure>;

/**
 * The answer: the period used, a card per kind of CRM_ERROR_KINDS (in that order, zeros
 * included), and the failed runs (newest first, at most CRM_HEALTH_FAILURES_MAX; `total` is how
 * many matched).
 */
export const ZCrmHealth = z
  .object({
    from: z.string(),
    to: z.string(),
    kinds: z.array(ZCrmHealthKind),
    failures: z.array(ZCrmHealthFailure),
    total: z.number().int(),
  })
  .meta({ id: 'CrmHealth' });
export type TCrmHealth = z.infer<typeof ZCrmHealth>;
