import { z } from 'zod';
import { blankToNull, textToNumber } from '../common/form-input.ts';
import {
  INPUT_LIMITS,
  isPlausibleDate,
  isWithinJsonLimit,
  LIMIT_MESSAGES,
} from '../common/limits.ts';
import { camelizeKeys } from '../needs/case-keys.ts';
import {
  isNonNegativeAmount,
  isValidClientEmail,
  STEP_DETAIL_MESSAGES,
} from './step-detail-checks.ts';
import {
  CONTRACT_TYPES,
  GO_NOGO_DECISIONS,
  ZStepStatus,
  ZStepType,
  type TStepType,
} from './step-type.ts';

export const STEP_MESSAGES = {
  typeRequired: 'Step type is required',
  statusRequired: 'Step status is required',
  dateRequired: 'Date is required',
  invalidDate: 'Invalid date',
} as const;

const toNumber = (v: unknown) => {
  if (v === '' || v === null) return null;
  return typeof v === 'string' ? textToNumber(v) : v;
};

const isDateText = (v: string) => isPlausibleDate(v);
/** A date or date-time in ISO 8601 form; blank means "not set". */
export const ZDateText = z.preprocess(
  blankToNull,
  z.string().trim().refine(isDateText, STEP_MESSAGES.invalidDate).nullable(),
);
const optDate = ZDateText.optional();
const optText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();
/** TJM and commercial concession: numbers, never negative (the message names the field). */
const optAmount = (message: string) =>
  z
    .preprocess(
      toNumber,
      z.number({ message: 'Must be a number' }).refine(isNonNegativeAmount, message).nullable(),
    )
    .optional();
const ZClientEmail = z
  .preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(254, STEP_DETAIL_MESSAGES.clientEmailInvalid)
      .refine(isValidClientEmail, STEP_DETAIL_MESSAGES.clientEmailInvalid)
      .nullable(),
  )
  .optional();

/** Detail objects: every field optional here; which are required is a rule (validateStepDetails). */
export const ZDetailCandidateSent = z.preprocess(
  camelizeKeys,
  z.object({
    clientName: optText(200),
    clientEmail: ZClientEmail,
    mailSentDate: optDate,
    followUpDate: optDate,
  }),
);
export const ZDetailCandidateInterview = z.preprocess(
  camelizeKeys,
  z.object({
    invitationDate: optDate,
    interviewDate: optDate,
    interviewLocation: optText(500),
  }),
);
export const ZDetailGoNoGo = z.preprocess(
  camelizeKeys,
  z.object({
    decision: z
      .preprocess(
        blankToNull,
        z.enum(GO_NOGO_DECISIONS, { message: 'Decision is required' }).nullable(),
      )
      .optional(),
    reason: optText(2000),
    projectedStartDate: optDate,
    tjm: optAmount(STEP_DETAIL_MESSAGES.tjmNotNegative),
    commercialConcession: optAmount(STEP_DETAIL_MESSAGES.concessionNotNegative),
    endDate: optDate,
  }),
);
export const ZDetailSale = z.preprocess(
  camelizeKeys,
  z.object({
    tjm: optAmount(STEP_DETAIL_MESSAGES.tjmNotNegative),
    commercialConcession: optAmount(STEP_DETAIL_MESSAGES.concessionNotNegative),
    contractType: z
      .preprocess(
        blankToNull,
        z.enum(CONTRACT_TYPES, { message: 'Contract type is required for sale step' }).nullable(),
      )
      .optional(),
    startDate: optDate,
    endDate: optDate,
  }),
);
export type TDetailCandidateSent = z.infer<typeof ZDetailCandidateSent>;
export type TDetailCandidateInterview = z.infer<typeof ZDetailCandidateInterview>;
export type TDetailGoNoGo = z.infer<typeof ZDetailGoNoGo>;
export type TDetailSale = z.infer<typeof ZDetailSale>;
export type TStepDetail =
  TDetailCandidateSent | TDetailCandidateInterview | TDetailGoNoGo | TDetailSale;

/** Which detail object belongs to which step type. */
export const STEP_DETAIL_KEYS = {
  CANDIDATE_SENT: 'detailCandidateSent',
  CANDIDATE_INTERVIEW: 'detailCandidateInterview',
  GO_NOGO: 'detailGoNoGo',
  SALE: 'detailSale',
} as const satisfies Partial<Record<TStepType, string>>;
export type TStepDetailKey = (typeof STEP_DETAIL_KEYS)[keyof typeof STEP_DETAIL_KEYS];

export function getStepDetailKey(type: TStepType): TStepDetailKey | null {
  return (STEP_DETAIL_KEYS as Partial<Record<TStepType, TStepDetailKey>>)[type] ?? null;
}

const DETAIL_SCHEMAS = {
  detailCandidateSent: ZDetailCandidateSent,
  detailCandidateInterview: ZDetailCandidateInterview,
  detailGoNoGo: ZDetailGoNoGo,
  detailSale: ZDetailSale,
} as const;

/** The generic detail object, bounded in size (its fields are read with the type's schema). */
const ZGenericDetail = z
  .record(z.string(), z.unknown())
  .refine(
    (v) => isWithinJsonLimit(v, INPUT_LIMITS.textMax),
    LIMIT_MESSAGES.tooLong('detail', INPUT_LIMITS.textMax),
  )
  .nullish();
const ZPairId = (field: string) =>
  z.string().max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong(field, INPUT_LIMITS.idMax)).optional();

/** A step as the server sends it (camelCase). */
export const ZStep = z.object({
  id: z.string(),
  needId: z.string(),
  candidateId: z.string(),
  type: ZStepType,
  status: ZStepStatus,
  date: z.string(),
  comment: z.string().nullable(),
  propositionUrl: z.string().nullable(),
  missionUrl: z.string().nullable(),
  workflowRequestId: z.string().nullable(),
  salesforceId: z.string().nullable(),
  source: z.string().nullable(),
  priority: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()).nullable(),
  detailCandidateSent: z
    .object({
      clientName: z.string().nullable(),
      clientEmail: z.string().nullable(),
      mailSentDate: z.string().nullable(),
      followUpDate: z.string().nullable(),
    })
    .nullable(),
  detailCandidateInterview: z
    .object({
      invitationDate: z.string().nullable(),
      interviewDate: z.string().nullable(),
      interviewLocation: z.string().nullable(),
    })
    .nullable(),
  detailGoNoGo: z
    .object({
      decision: z.enum(GO_NOGO_DECISIONS).nullable(),
      reason: z.string().nullable(),
      projectedStartDate: z.string().nullable(),
      tjm: z.number().nullable(),
      commercialConcession: z.number().nullable(),
      endDate: z.string().nullable(),
    })
    .nullable(),
  detailSale: z
    .object({
      tjm: z.number().nullable(),
      commercialConcession: z.number().nullable(),
      contractType: z.string().nullable(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Creation order on the server: the latest step is the one with the highest `seq`. */
  seq: z.number().int().optional(),
});
export type TStep = z.infer<typeof ZStep>;
// Named, so the API document and the generated client share one `Step` schema.
ZStep.register(z.globalRegistry, {
  id: 'Step',
  description: 'A step of a candidate on a need, as the server sends it.',
});

/** A list of steps, in creation order. */
export const ZStepList = z.array(ZStep);

const commonFields = {
  status: z.preprocess((v) => v ?? undefined, ZStepStatus.optional()),
  date: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string({ message: STEP_MESSAGES.dateRequired })
        .trim()
        .refine(isDateText, STEP_MESSAGES.invalidDate),
    )
    .optional(),
  comment: optText(5000),
  propositionUrl: optText(2000),
  missionUrl: optText(2000),
  meta: z
    .record(z.string(), z.unknown())
    .refine(isWithinJsonLimit, LIMIT_MESSAGES.tooLarge('meta'))
    .nullish(),
  detailCandidateSent: ZDetailCandidateSent.nullish(),
  detailCandidateInterview: ZDetailCandidateInterview.nullish(),
  detailGoNoGo: ZDetailGoNoGo.nullish(),
  detailSale: ZDetailSale.nullish(),
  /** The `/steps/process/...` family sends the fields of the step's own type here. */
  detail: ZGenericDetail,
};

/**
 * Body of every step-creation call. The generic `detail` is folded into the detail object of the
 * step's type; blank comment and URL become null. Date defaults to "now" on the server.
 */
export const ZCreateStepRequest = z.preprocess(
  camelizeKeys,
  z
    .object({
      type: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZStepType),
      needId: ZPairId('needId'),
      candidateId: ZPairId('candidateId'),
      ...commonFields,
    })
    .transform(({ detail, ...rest }, ctx) => {
      const key = getStepDetailKey(rest.type);
      if (!key || !detail || rest[key]) return rest;
      const parsed = DETAIL_SCHEMAS[key].safeParse(detail);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['detail', ...issue.path] });
        return z.NEVER;
      }
      return { ...rest, [key]: parsed.data };
    }),
);
export type TCreateStepRequest = z.infer<typeof ZCreateStepRequest>;

/** `PATCH /steps/{id}`: status, date, comment, propositionUrl and one detail object. */
export const ZUpdateStepRequest = z.preprocess(
  camelizeKeys,
  z.object({ ...commonFields }).superRefine((v, ctx) => {
    if (!Object.values(v).some((x) => x !== undefined))
      ctx.addIssue({ code: 'custom', message: 'No valid updates provided' });
  }),
);
export type TUpdateStepRequest = z.infer<typeof ZUpdateStepRequest>;

/** `PATCH /steps/{id}/details`: a detail object under its name or as the generic `detail`. */
export const ZUpdateStepDetailsRequest = z.preprocess(
  camelizeKeys,
  z.object({
    detailCandidateSent: ZDetailCandidateSent.nullish(),
    detailCandidateInterview: ZDetailCandidateInterview.nullish(),
    detailGoNoGo: ZDetailGoNoGo.nullish(),
    detailSale: ZDetailSale.nullish(),
    detail: ZGenericDetail,
  }),
);
export type TUpdateStepDetailsRequest = z.infer<typeof ZUpdateStepDetailsRequest>;

/**
 * The detail of a step's own type out of an update body: the named object first, else the
 * generic `detail` read with that type's schema (throws its ZodError when a value is invalid).
 * Null when the body carries none for this type.
 */
export function pickStepDetail(
  type: TStepType,
  body: {
    detailCandidateSent?: TDetailCandidateSent | null;
    detailCandidateInterview?: TDetailCandidateInterview | null;
    detailGoNoGo?: TDetailGoNoGo | null;
    detailSale?: TDetailSale | null;
    detail?: Record<string, unknown> | null;
  },
): { key: TStepDetailKey; detail: TStepDetail } | null {
  const key = getStepDetailKey(type);
  if (!key) return null;
  const named = body[key];
  if (named) return { key, detail: named };
  if (!body.detail) return null;
  // An invalid value in the generic detail is refused (ZodError), never silently dropped.
  return { key, detail: DETAIL_SCHEMAS[key].parse(body.detail) };
}
