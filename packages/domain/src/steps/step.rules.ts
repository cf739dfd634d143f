import { ErrorCode, type TErrorCode } from '../common/error-codes.ts';
import { STEP_TYPE_LABELS } from '../common/labels.ts';
import type { TStepType } from './step-type.ts';
import { CONTRACT_TYPES, GO_NOGO_DECISIONS, STEP_CREATION_ORDER, STEP_TYPES } from './step-type.ts';
import { getStepDetailKey, type TCreateStepRequest } from './step.schema.ts';
import {
  isNonNegativeAmount,
  isValidClientEmail,
  STEP_DETAIL_MESSAGES,
} from './step-detail-checks.ts';

/** Levels of spec 001 section 4 (PUSH sits between identified and sent). */
export const STEP_LEVELS: Record<TStepType, number> = {
  NO_CANDIDATE: 0,
  CANDIDATE_IDENTIFIED: 1,
  PUSH: 1.5,
  CANDIDATE_SENT: 2,
  CANDIDATE_INTERVIEW: 3,
  GO_NOGO: 4,
  SALE: 5,
  FROZEN: 0,
  CANCELED: 5,
  DELETED: 6,
};

/** The step type labels (defined once in common/labels.ts). */
export const STEP_LABELS = STEP_TYPE_LABELS;

/** Never creatable through the step list. */
const NEVER_CREATABLE: readonly TStepType[] = ['NO_CANDIDATE', 'DELETED'];

/** Comments the server writes on the steps it creates itself. */
export const STEP_COMMENTS = {
  candidateCreated: 'Candidate created and identified for this need',
  propagated: 'Status updated to match need status change',
  quickNoGo: 'Candidate rejected',
} as const;
export type TStepCommentCode = keyof typeof STEP_COMMENTS;

/** Which of the server's own comments a step carries, so a screen can write it in its language. */
export function stepCommentCode(comment: string | null | undefined): TStepCommentCode | null {
  const found = Object.entries(STEP_COMMENTS).find(([, text]) => text === comment);
  return found ? (found[0] as TStepCommentCode) : null;
}

/**
 * Types that may be created given the types already present (spec 001 section 4): the first
 * step must be CANDIDATE_IDENTIFIED; afterwards FROZEN always, PUSH only after
 * CANDIDATE_IDENTIFIED, every other type (CANCELED included) once.
 */
export function getAllowedStepTypes(existingTypes: readonly TStepType[]): TStepType[] {
  if (existingTypes.length === 0) return ['CANDIDATE_IDENTIFIED'];
  const present = new Set(existingTypes);
  return STEP_TYPES.filter((type) => {
    if (NEVER_CREATABLE.includes(type)) return false;
    if (type === 'FROZEN') return true;
    if (present.has(type)) return false;
    if (type === 'PUSH') return present.has('CANDIDATE_IDENTIFIED');
    return true;
  });
}

/**
 * The Add New Step list: STEP_CREATION_ORDER filtered by the allowed set; only
 * CANDIDATE_IDENTIFIED when the steps could not be loaded (null).
 */
export function getCreatableStepTypes(existingTypes: readonly TStepType[] | null): TStepType[] {
  if (existingTypes === null) return ['CANDIDATE_IDENTIFIED'];
  const allowed = new Set(getAllowedStepTypes(existingTypes));
  return STEP_CREATION_ORDER.filter((t) => allowed.has(t));
}

/** The preselected type: the first one the list offers, or null when none is allowed. */
export function getDefaultStepType(existingTypes: readonly TStepType[] | null): TStepType | null {
  return getCreatableStepTypes(existingTypes)[0] ?? null;
}

export type TStepCheck =
  { ok: true } | { ok: false; code: TErrorCode; message: string; field?: string };
const OK: TStepCheck = { ok: true };
const fail = (code: TErrorCode, message: string, field?: string): TStepCheck =>
  field ? { ok: false, code, message, field } : { ok: false, code, message };

export const STEP_RULE_MESSAGES = {
  invalidFirstStep: 'First step for a linked candidate must be CANDIDATE_IDENTIFIED',
  pushNeedsIdentified: 'PUSH step requires CANDIDATE_IDENTIFIED step first',
  notAllowed: (type: string, allowed: readonly string[]) =>
    `Step ${type} is not allowed at this stage. Allowed: ${allowed.join(', ')}`,
  duplicate: (type: string) => `Step type ${type} already exists for this candidate`,
  clientNameRequired: 'Client name is required for candidate sent step',
  clientEmailRequired: 'Client email is required for candidate sent step',
  ...STEP_DETAIL_MESSAGES,
  mailSentDateRequired: 'Mail sent date is required for candidate sent step',
  followUpDateRequired: 'Follow-up date is required for candidate sent step',
  invitationDateRequired: 'Invitation date is required for interview step',
  interviewDateRequired: 'Interview date is required for interview step',
  interviewLocationRequired: 'Interview location is required for interview step',
  decisionRequired: 'Decision is required',
  saleTjmRequired: 'Valid TJM is required for sale step',
  contractTypeRequired: 'Contract type is required for sale step',
  saleStartDateRequired: 'Start date is required for sale step',
  saleEndDateRequired: 'End date is required for sale step',
  mailSentInFuture: 'Mail sent date cannot be in the future',
  followUpBeforeMailSent: 'Follow-up date must be after mail sent date',
  interviewBeforeInvitation: 'Interview date must be after invitation date',
  projectedStartInPast: 'Projected start date cannot be in the past',
  endBeforeStart: 'End date must be after start date',
} as const;

type TDetailInput = Record<string, unknown> | null | undefined;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Required detail fields. Create Step asks less than Edit Step (spec 001 section 5): sent needs
 * client name and e-mail; interview its location; go/no-go a decision; sale a valid TJM and
 * contract type. Edit also needs the sent dates, the interview dates and the sale dates. Values
 * are checked too: the client e-mail must be an address, TJM and concession never negative.
 */
export function validateStepDetails(
  type: TStepType,
  detail: TDetailInput,
  mode: 'create' | 'edit',
): TStepCheck {
  const d = detail ?? {};
  const edit = mode === 'edit';
  const m = STEP_RULE_MESSAGES;
  const required = (checks: [string, string, boolean][]): TStepCheck => {
    for (const [field, message, needed] of checks)
      if (needed && isBlank(d[field])) return fail(ErrorCode.VALIDATION, message, field);
    return OK;
  };
  const amounts = (): TStepCheck => {
    if (!isNonNegativeAmount(d.tjm)) return fail(ErrorCode.VALIDATION, m.tjmNotNegative, 'tjm');
    if (!isNonNegativeAmount(d.commercialConcession))
      return fail(ErrorCode.VALIDATION, m.concessionNotNegative, 'commercialConcession');
    return OK;
  };
  switch (type) {
    case 'CANDIDATE_SENT': {
      const client = required([
        ['clientName', m.clientNameRequired, true],
        ['clientEmail', m.clientEmailRequired, true],
      ]);
      if (!client.ok) return client;
      if (!isValidClientEmail(d.clientEmail))
        return fail(ErrorCode.VALIDATION, m.clientEmailInvalid, 'clientEmail');
      return required([
        ['mailSentDate', m.mailSentDateRequired, edit],
        ['followUpDate', m.followUpDateRequired, edit],
      ]);
    }
    case 'CANDIDATE_INTERVIEW':
      return required([
        ['invitationDate', m.invitationDateRequired, edit],
        ['interviewDate', m.interviewDateRequired, edit],
        ['interviewLocation', m.interviewLocationRequired, true],
      ]);
    case 'GO_NOGO':
      if (!(GO_NOGO_DECISIONS as readonly unknown[]).includes(d.decision))
        return fail(ErrorCode.VALIDATION, m.decisionRequired, 'decision');
      return amounts();
    case 'SALE': {
      const tjm = typeof d.tjm === 'string' ? Number(d.tjm) : d.tjm;
      if (typeof tjm !== 'number' || !Number.isFinite(tjm) || tjm <= 0)
        return fail(ErrorCode.VALIDATION, m.saleTjmRequired, 'tjm');
      if (!(CONTRACT_TYPES as readonly unknown[]).includes(d.contractType))
        return fail(ErrorCode.VALIDATION, m.contractTypeRequired, 'contractType');
      const amountCheck = amounts();
      if (!amountCheck.ok) return amountCheck;
      return required([
        ['startDate', m.saleStartDateRequired, edit],
        ['endDate', m.saleEndDateRequired, edit],
      ]);
    }
    default:
      return OK;
  }
}

const toTime = (v: unknown): number | null => {
  if (typeof v !== 'string' || !v.trim()) return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : t;
};
/** Calendar day (UTC) of a date or date-time, so "today" is neither past nor future. */
const toDay = (v: unknown): string | null => {
  const t = toTime(v);
  return t === null ? null : new Date(t).toISOString().slice(0, 10);
};

type TStepDateRule = {
  /** A day that may not be after (future) or before (past) today. */
  day?: { field: string; mayNotBe: 'future' | 'past'; message: string };
  /** A date that must come after another one. */
  sequence: { field: string; after: string; message: string };
};

/** Date rules of Create Step by type; a past interview date is only a warning in the spec. */
const STEP_DATE_RULES: Partial<Record<TStepType, TStepDateRule>> = {
  CANDIDATE_SENT: {
    day: {
      field: 'mailSentDate',
      mayNotBe: 'future',
      message: STEP_RULE_MESSAGES.mailSentInFuture,
    },
    sequence: {
      field: 'followUpDate',
      after: 'mailSentDate',
      message: STEP_RULE_MESSAGES.followUpBeforeMailSent,
    },
  },
  CANDIDATE_INTERVIEW: {
    sequence: {
      field: 'interviewDate',
      after: 'invitationDate',
      message: STEP_RULE_MESSAGES.interviewBeforeInvitation,
    },
  },
  GO_NOGO: {
    day: {
      field: 'projectedStartDate',
      mayNotBe: 'past',
      message: STEP_RULE_MESSAGES.projectedStartInPast,
    },
    sequence: {
      field: 'endDate',
      after: 'projectedStartDate',
      message: STEP_RULE_MESSAGES.endBeforeStart,
    },
  },
  SALE: {
    sequence: { field: 'endDate', after: 'startDate', message: STEP_RULE_MESSAGES.endBeforeStart },
  },
};

/** Date rules of Create Step; fields that are absent are not checked. */
export function checkStepDates(type: TStepType, detail: TDetailInput, now: Date): TStepCheck {
  const rule = STEP_DATE_RULES[type];
  if (!rule) return OK;
  const d = detail ?? {};
  const { day, sequence } = rule;
  if (day) {
    const value = toDay(d[day.field]);
    const today = now.toISOString().slice(0, 10);
    if (value !== null && (day.mayNotBe === 'future' ? value > today : value < today))
      return fail(ErrorCode.INVALID_DATE, day.message, day.field);
  }
  const later = toTime(d[sequence.field]);
  const earlier = toTime(d[sequence.after]);
  if (later !== null && earlier !== null && later <= earlier)
    return fail(ErrorCode.INVALID_DATE_SEQUENCE, sequence.message, sequence.field);
  return OK;
}

/**
 * The whole Create Step check, in the order the server answers: sequence rules (first step,
 * PUSH, duplicate, allowed), then required detail fields, then dates.
 */
export function checkStepCreation(
  existingSteps: readonly { type: TStepType }[],
  request: Pick<TCreateStepRequest, 'type'> & Partial<TCreateStepRequest>,
  now: Date,
): TStepCheck {
  const existingTypes = existingSteps.map((s) => s.type);
  const { type } = request;
  const m = STEP_RULE_MESSAGES;
  if (type === 'PUSH' && !existingTypes.includes('CANDIDATE_IDENTIFIED'))
    return fail(ErrorCode.INVALID_FIRST_STEP, m.pushNeedsIdentified);
  if (existingTypes.length === 0 && type !== 'CANDIDATE_IDENTIFIED')
    return fail(ErrorCode.INVALID_FIRST_STEP, m.invalidFirstStep);
  if (type !== 'FROZEN' && existingTypes.includes(type))
    return fail(ErrorCode.DUPLICATE_STEP, m.duplicate(type));
  const allowed = getAllowedStepTypes(existingTypes);
  if (!allowed.includes(type)) return fail(ErrorCode.STEP_NOT_ALLOWED, m.notAllowed(type, allowed));
  const key = getStepDetailKey(type);
  const detail = key ? (request[key] as TDetailInput) : null;
  const required = validateStepDetails(type, detail, 'create');
  if (!required.ok) return required;
  return checkStepDates(type, detail, now);
}

/**
 * Automatic propagation after a need's column change (docs/decisions/0004-column-steps.md) skips the manual rules:
 * the step is added when its type is creatable and not yet present for this candidate.
 */
export function canPropagateStep(
  existingSteps: readonly { type: TStepType }[],
  type: TStepType,
): boolean {
  if (type === 'NO_CANDIDATE' || type === 'FROZEN' || type === 'PUSH') return false;
  return !existingSteps.some((s) => s.type === type);
}

/**
 * Step card 'Next' hint: the types above this one by at most one level (so PUSH and
 * CANDIDATE_SENT after CANDIDATE_IDENTIFIED), plus CANCELED. Terminal steps have no next step.
 */
export function getNextStepHints(type: TStepType): TStepType[] {
  if (isTerminalStep(type)) return [];
  const level = STEP_LEVELS[type];
  const next = STEP_TYPES.filter(
    (t) =>
      t !== 'CANCELED' && t !== 'DELETED' && STEP_LEVELS[t] > level && STEP_LEVELS[t] <= level + 1,
  );
  return [...next, 'CANCELED'];
}

export function isTerminalStep(type: TStepType): boolean {
  return type === 'SALE' || type === 'CANCELED' || type === 'DELETED';
}

export function isStatusOnlyStep(type: TStepType): boolean {
  return type === 'NO_CANDIDATE' || type === 'CANDIDATE_IDENTIFIED' || type === 'CANCELED';
}

const EDITABLE: readonly TStepType[] = ['CANDIDATE_SENT', 'CANDIDATE_INTERVIEW', 'GO_NOGO', 'SALE'];
export function isEditableStep(type: TStepType): boolean {
  return EDITABLE.includes(type);
}
export function isDeletableStep(type: TStepType): boolean {
  return EDITABLE.includes(type);
}

const DAY_MS = 86_400_000;
const addDays = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/**
 * Create Step defaults (spec 001 section 9). No GO/NOGO decision is preselected: a first click
 * that only meant to see the form's checks would otherwise record a GO.
 */
export function getStepDefaults(type: TStepType, now: Date) {
  const date = now.toISOString();
  switch (type) {
    case 'CANDIDATE_SENT':
      return { date, detailCandidateSent: { mailSentDate: date, followUpDate: addDays(now, 7) } };
    case 'CANDIDATE_INTERVIEW':
      return {
        date,
        detailCandidateInterview: { invitationDate: date, interviewDate: addDays(now, 3) },
      };
    case 'GO_NOGO':
      return {
        date,
        detailGoNoGo: {
          projectedStartDate: addDays(now, 14),
          endDate: addDays(now, 365),
        },
      };
    case 'SALE':
      return {
        date,
        detailSale: { contractType: 'CDI' as const, startDate: date, endDate: addDays(now, 365) },
      };
    default:
      return { date };
  }
}
