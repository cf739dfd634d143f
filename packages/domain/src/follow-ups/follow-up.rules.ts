import { FINISHED_COLUMNS } from '../needs/need-column.ts';
import { pickLatestStep, type TStepLike } from '../steps/latest-step.ts';

/** Days a candidate sent to a client may wait before a follow-up (Bullhorn's default). */
export const DEFAULT_FOLLOW_UP_DAYS = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The step type that means "sent to the client". */
export const FOLLOW_UP_STEP_TYPE = 'CANDIDATE_SENT' as const;

/**
 * A need in one of these columns is closed to follow-ups: the finished ones, and a frozen need,
 * on hold, whose client is not waiting for an answer. The To Follow Up list and a card's flag
 * both read this list (the list through the SQL built from it).
 */
export const FOLLOW_UP_CLOSED_COLUMNS = [...FINISHED_COLUMNS, 'FROZEN'] as const;

/** Whether a need in `column` still gets follow-ups. */
export function isOpenForFollowUp(column: string): boolean {
  return !(FOLLOW_UP_CLOSED_COLUMNS as readonly string[]).includes(column);
}

/** A step as the follow-up rule reads it: a server row's `date` may be a Date. */
export type TFollowUpStep = Omit<TStepLike, 'date'> & { date?: string | Date | null };

export type TFollowUpState = {
  /** True once the candidate has waited `days` whole days or more. */
  due: boolean;
  /** The date of the sent step (its typed `date`, which may be back-dated). */
  sentAt: string;
  /** Whole days since then (0 on the day itself; never negative). */
  daysWaiting: number;
};

const toDate = (v: string | Date | null | undefined): Date | null => {
  if (!v) return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Whole days between `from` and `now`. */
export function daysBetween(from: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - from.getTime()) / DAY_MS));
}

/**
 * A pair's follow-up state from its steps: null unless the step created last is the sent step
 * (any later step, an interview or a decision, means the client answered), and null on a need
 * closed to follow-ups (`needColumn`, when known).
 */
export function followUpOf(
  steps: readonly TFollowUpStep[],
  now: Date,
  days: number = DEFAULT_FOLLOW_UP_DAYS,
  needColumn?: string,
): TFollowUpState | null {
  if (needColumn !== undefined && !isOpenForFollowUp(needColumn)) return null;
  const latest = pickLatestStep(steps.map(({ date, ...step }) => ({ ...step, sentOn: date })));
  if (!latest || latest.type !== FOLLOW_UP_STEP_TYPE) return null;
  const sent = toDate(latest.sentOn ?? latest.createdAt);
  if (!sent) return null;
  const daysWaiting = daysBetween(sent, now);
  return { due: daysWaiting >= days, sentAt: sent.toISOString(), daysWaiting };
}

/**
 * Bullhorn's 'no status change' alert: the candidate's latest step on the need is the sent step,
 * `days` days old or older, and nothing came after it.
 */
export function needsFollowUp(
  steps: readonly TFollowUpStep[],
  now: Date,
  days: number = DEFAULT_FOLLOW_UP_DAYS,
  needColumn?: string,
): boolean {
  return followUpOf(steps, now, days, needColumn)?.due ?? false;
}

/** The latest moment a sent step may carry to be due at `now` (what the server's SQL compares). */
export function followUpCutoff(now: Date, days: number = DEFAULT_FOLLOW_UP_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
