import { z } from 'zod';
import { FINISHED_COLUMNS } from '../needs/need-column.ts';
import { getGoNoGoDecision, isNoGoStep, type TStepLike } from '../steps/latest-step.ts';

/**
 * GDPR (CNIL guidance for recruitment): why a profile is held, how long, and when its
 * owner is warned. Pure rules: the server computes and stores `retentionDeadline` with them, the
 * web shows them.
 */
export const LEGAL_BASES = ['consent', 'legitimate_interest'] as const;
export const ZLegalBasis = z.enum(LEGAL_BASES, {
  message: 'Legal basis must be consent or legitimate_interest',
});
export type TLegalBasis = z.infer<typeof ZLegalBasis>;

export const LEGAL_BASIS_LABELS: Record<TLegalBasis, string> = {
  consent: 'Consent',
  legitimate_interest: 'Legitimate interest',
};

/** How long a profile is kept; each has its environment variable on the server. */
export type TRetentionDurations = {
  /** After a refusal or the end of a process, without consent to keep (GDPR_RETENTION_NO_CONSENT_MONTHS). */
  noConsentMonths: number;
  /** After the last contact, with consent (GDPR_RETENTION_CONSENT_MONTHS). */
  consentMonths: number;
  /** The owner is warned this many days before the deadline (GDPR_WARN_DAYS). */
  warnDays: number;
};

export const GDPR_DEFAULTS: TRetentionDurations = {
  noConsentMonths: 3,
  consentMonths: 24,
  warnDays: 30,
};

/** The live event the owners of a candidate get when its erasure comes near (Admin, Sales). */
export const GDPR_WARNING_EVENT = 'gdpr_retention_warning';

/** What that event carries. */
export type TGdprWarningNotice = {
  candidate_id: string;
  name: string;
  deadline: string | null;
  owner_ids: string[];
};

/** Why the retention job erased a profile (kept in the anonymous audit line). */
export const GDPR_RETENTION_REASON = 'retention deadline reached';
/** Why an Admin's delete removed a profile (the register lists it beside the erasures). */
export const CANDIDATE_DELETE_REASON = 'deleted by an Admin';

export const GDPR_MESSAGES = {
  adminRequired: 'Only Admins can manage personal data (GDPR)',
  renewForbidden: 'Recruiters cannot renew a candidate',
  reasonRequired: 'A reason is required to erase a candidate',
  consentDateInvalid: 'Consent date must be a valid date',
  lastContactDateInvalid: 'Last contact date must be a valid date',
  dateInFuture: (field: string) => `${field} cannot be in the future`,
  erased: 'The candidate and everything held about them were erased',
} as const;

type TDateLike = Date | string | null | undefined;

const toDate = (v: TDateLike): Date | null => {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** `date` plus whole calendar months (UTC); the 31st of a shorter month becomes its last day. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

const latest = (...dates: TDateLike[]): Date | null => {
  let out: Date | null = null;
  for (const v of dates) {
    const d = toDate(v);
    if (d && (!out || d > out)) out = d;
  }
  return out;
};

export type TRetentionInput = {
  legalBasis: TLegalBasis | string;
  consentGivenAt?: TDateLike;
  lastContactAt?: TDateLike;
  createdAt: TDateLike;
  /** When the candidate's last process ended (refusal, or need finished without them). */
  processEndedAt?: TDateLike;
  /** A process is still open for the candidate (legitimate interest then holds). */
  processOpen: boolean;
};

/**
 * When the profile is erased unless renewed. Consent: the latest of last contact, consent and
 * creation + consent months. Otherwise null while a process is open, else the end of the last
 * process (or, never in one, the latest of last contact and creation) + no-consent months.
 */
export function retentionDeadlineOf(
  input: TRetentionInput,
  durations: Pick<TRetentionDurations, 'noConsentMonths' | 'consentMonths'> = GDPR_DEFAULTS,
): Date | null {
  if (input.legalBasis === 'consent') {
    const from = latest(input.lastContactAt, input.consentGivenAt, input.createdAt);
    return from ? addMonths(from, durations.consentMonths) : null;
  }
  if (input.processOpen) return null;
  const from = toDate(input.processEndedAt) ?? latest(input.lastContactAt, input.createdAt);
  return from ? addMonths(from, durations.noConsentMonths) : null;
}

/** The day the owner is warned: `days` before the deadline. */
export function warnDateOf(deadline: Date, days: number = GDPR_DEFAULTS.warnDays): Date {
  return new Date(deadline.getTime() - days * 86_400_000);
}

/** A step as the process rule reads it: its type, decision and dates. */
export type TProcessStep = Omit<TStepLike, 'date'> & {
  date?: string | Date | null;
  /** 'system' for a step the server added (a need's column move), else a person's. */
  source?: string | null;
};

/** One need the candidate is on: the need's column, when it last changed, the pair's steps. */
export type TProcessLink = {
  needColumn: string;
  /** When the need was last changed (its end, once in a finished column). */
  needUpdatedAt?: TDateLike;
  steps: readonly TProcessStep[];
};

const REFUSAL_STEPS = new Set(['CANCELED', 'DELETED']);
/**
 * When a step was recorded, not the date typed on it: a refusal back-dated to years ago must not
 * start (or end) the retention clock in the past and have the profile erased at once.
 */
const stepTime = (s: TProcessStep) => toDate(s.createdAt) ?? toDate(s.date as TDateLike);

/** STEP_SOURCES.system (common/labels.ts, which cannot be imported here without a cycle). */
const SYSTEM_SOURCE = 'system';

/**
 * A candidate placed on the need: a SALE step a person added, or a GO decision on a sold need.
 * (Moving a need to Sale gives every candidate still in play a system SALE step: not a placement.)
 */
function isPlaced(link: TProcessLink): boolean {
  if (link.steps.some((s) => s.type === 'SALE' && s.source !== SYSTEM_SOURCE)) return true;
  return (
    link.needColumn === 'SALE' &&
    link.steps.some((s) => s.type === 'GO_NOGO' && getGoNoGoDecision(s as TStepLike) === 'GO')
  );
}

/**
 * Whether a process is open for the candidate, and when the last one ended. A pair ends with a
 * NO GO decision or a CANCELED/DELETED step (when it was recorded), or when its need is finished (sold,
 * canceled, deleted) without the candidate placed (the need's last change). A placed candidate
 * is on a mission: the process counts as open, recruitment retention does not apply.
 */
export function processStateOf(links: readonly TProcessLink[]): {
  processOpen: boolean;
  processEndedAt: Date | null;
} {
  let open = false;
  let endedAt: Date | null = null;
  for (const link of links) {
    if (isPlaced(link)) {
      open = true;
      continue;
    }
    const refusals = link.steps.filter(
      (s) => isNoGoStep(s as TStepLike) || REFUSAL_STEPS.has(s.type),
    );
    const refusedAt = latest(...refusals.map(stepTime));
    const needFinished = (FINISHED_COLUMNS as readonly string[]).includes(link.needColumn);
    const end = refusedAt ?? (needFinished ? (toDate(link.needUpdatedAt) ?? null) : null);
    if (!refusedAt && !needFinished) {
      open = true;
      continue;
    }
    endedAt = latest(endedAt, end);
  }
  return { processOpen: open, processEndedAt: open ? null : endedAt };
}

/**
 * A switch to consent without a consent date records it as given now (the deadline counts from
 * it); an existing consent date is kept.
 */
export function isConsentDateMissing(
  change: { legalBasis?: string | null; consentGivenAt?: TDateLike },
  existingConsentGivenAt?: TDateLike,
): boolean {
  return change.legalBasis === 'consent' && !change.consentGivenAt && !existingConsentGivenAt;
}

/**
 * Whether the retention run may erase now: the deadline has passed and the owner was warned at
 * least `warnDays` before. A deadline that came without a warning (moved, or computed late) waits
 * for its warning period first.
 */
export function isErasureDue(
  candidate: { retentionDeadline: TDateLike; retentionWarnedAt: TDateLike },
  now: Date,
  warnDays: number = GDPR_DEFAULTS.warnDays,
): boolean {
  const deadline = toDate(candidate.retentionDeadline);
  const warnedAt = toDate(candidate.retentionWarnedAt);
  if (!deadline || !warnedAt || deadline > now) return false;
  return warnedAt.getTime() + warnDays * 86_400_000 <= now.getTime();
}

/** Where a deadline stands on `now`: none, far, to warn (within warnDays), or past. */
export function retentionStatusOf(
  deadline: TDateLike,
  now: Date,
  warnDays: number = GDPR_DEFAULTS.warnDays,
): 'none' | 'kept' | 'warn' | 'erase' {
  const d = toDate(deadline);
  if (!d) return 'none';
  if (d <= now) return 'erase';
  return warnDateOf(d, warnDays) <= now ? 'warn' : 'kept';
}
