import { z } from 'zod';
import { blankToUndefined } from '../common/form-input.ts';
import { INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';
import { ZUuid } from '../common/uuid.ts';
import { CATEGORIES, NEED_COLUMNS, ZPriority } from '../needs/need-column.ts';
import { GO_NOGO_DECISIONS } from '../steps/step-type.ts';
import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES,
  FUNNEL_STAGES,
  isDayText,
  periodLengthDays,
} from './analytics.rules.ts';

const ZDay = z.preprocess(
  blankToUndefined,
  z.string().trim().refine(isDayText, ANALYTICS_MESSAGES.invalidDay).optional(),
);

/**
 * `GET /api/v1/analytics`: the period (calendar days, both included; the current quarter when
 * absent) and the filters, named as in the page's URL.
 */
export const ZAnalyticsQuery = z
  .object({
    from: ZDay,
    to: ZDay,
    /** The sales user owning the need (its first consultant). */
    owner: z.preprocess(blankToUndefined, ZUuid('Unknown sales user').optional()),
    client: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(INPUT_LIMITS.nameMax, LIMIT_MESSAGES.tooLong('Client', INPUT_LIMITS.nameMax))
        .optional(),
    ),
    priority: z.preprocess(blankToUndefined, ZPriority.optional()),
    category: z.preprocess(
      blankToUndefined,
      z.enum(CATEGORIES, { message: 'Unknown category' }).optional(),
    ),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.fromAfterTo });
    else if (periodLengthDays({ from: q.from, to: q.to }) > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.periodTooLong });
  });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

const ZRate = z.number().nullable();
const ZDays = z.number().nullable();
const ZAmount = z.number().nullable();

/** The figures of one group of needs (all needs, one sales user, one client). */
const metrics = {
  /** Needs created in the period. */
  needsOpened: z.number().int(),
  /** Needs that first reached SALE in the period. */
  needsSold: z.number().int(),
  /** Needs moved to CANCELED in the period. */
  needsCanceled: z.number().int(),
  /** Of the needs opened in the period, those sold since. */
  openedAndSold: z.number().int(),
  /** openedAndSold ÷ needsOpened; null when nothing was opened. */
  fillRate: ZRate,
  /** Mean days from need created to its first CANDIDATE_SENT step (needs opened in the period). */
  avgDaysToSubmit: ZDays,
  /** Mean days from need created to SALE (needs sold in the period). */
  avgDaysToPlace: ZDays,
  /** Mean TJM billed − consultant daily cost of the sales in the period where the cost is known. */
  avgMargin: ZAmount,
  /** Mean (billed − cost) ÷ billed of the same sales. */
  avgMarginRate: ZRate,
  /** Sales of the period with a known consultant cost (what the margin averages). */
  marginSamples: z.number().int(),
};

export const ZAnalyticsTotals = z.object(metrics).meta({ id: 'AnalyticsTotals' });
export type TAnalyticsTotals = z.infer<typeof ZAnalyticsTotals>;

export const ZAnalyticsSalesUserRow = z
  .object({ ownerId: z.string().nullable(), ownerName: z.string().nullable(), ...metrics })
  .meta({ id: 'AnalyticsSalesUserRow' });
export type TAnalyticsSalesUserRow = z.infer<typeof ZAnalyticsSalesUserRow>;

export const ZAnalyticsClientRow = z
  .object({ client: z.string(), ...metrics })
  .meta({ id: 'AnalyticsClientRow' });
export type TAnalyticsClientRow = z.infer<typeof ZAnalyticsClientRow>;

export const ZAnalyticsFunnelStage = z.object({
  stage: z.enum(FUNNEL_STAGES),
  label: z.string(),
  /** Candidacies identified in the period that reached this stage (at any time since). */
  count: z.number().int(),
  /** count ÷ the previous stage's count; null for the first stage or after an empty one. */
  conversion: ZRate,
});
export type TAnalyticsFunnelStage = z.infer<typeof ZAnalyticsFunnelStage>;

export const ZAnalyticsColumnTime = z.object({
  column: z.enum(NEED_COLUMNS),
  /** Mean days a need stayed in the column, over the stays that ended in the period. */
  avgDays: z.number(),
  stays: z.number().int(),
});
export type TAnalyticsColumnTime = z.infer<typeof ZAnalyticsColumnTime>;

export const ZAnalyticsDecision = z.object({
  decision: z.enum(GO_NOGO_DECISIONS),
  reason: z.string(),
  count: z.number().int(),
});
export type TAnalyticsDecision = z.infer<typeof ZAnalyticsDecision>;

export const ZAnalyticsTjmBucket = z.object({
  label: z.string(),
  min: z.number(),
  /** Exclusive upper edge; null for the last, open bucket. */
  max: z.number().nullable(),
  count: z.number().int(),
});
export type TAnalyticsTjmBucket = z.infer<typeof ZAnalyticsTjmBucket>;

/**
 * The firm's consultants over the period (the filters do not apply: a consultant belongs to no
 * need owner or client). Working days are Monday to Friday, up to today; no leave is recorded,
 * so none is taken off (docs/pool-and-matches.md).
 */
export const ZAnalyticsBench = z
  .object({
    consultants: z.number().int(),
    /** Consultants without a running mission today ('intercontrat'). */
    onBenchToday: z.number().int(),
    /** Working days of the period a consultant was on a mission (sold, or typed). */
    billedDays: z.number().int(),
    /** Working days of the period a consultant had no mission. */
    benchDays: z.number().int(),
    /** billedDays + benchDays (a consultant counts from the day they were entered). */
    workingDays: z.number().int(),
    /** TACE, the activity rate: billedDays ÷ workingDays; null without working days. */
    tace: ZRate,
  })
  .meta({ id: 'AnalyticsBench' });
export type TAnalyticsBench = z.infer<typeof ZAnalyticsBench>;

/** Every figure of /analytics for one period and filter set, in one answer. */
export const ZAnalytics = z
  .object({
    period: z.object({ from: z.string(), to: z.string() }),
    totals: ZAnalyticsTotals,
    funnel: z.array(ZAnalyticsFunnelStage),
    timeInColumn: z.array(ZAnalyticsColumnTime),
    decisions: z.array(ZAnalyticsDecision),
    bySalesUser: z.array(ZAnalyticsSalesUserRow),
    byClient: z.array(ZAnalyticsClientRow),
    /** Sold needs of the period by TJM (needs without a TJM are left out). */
    tjmDistribution: z.array(ZAnalyticsTjmBucket),
    bench: ZAnalyticsBench,
  })
  .meta({ id: 'Analytics' });
export type TAnalytics = z.infer<typeof ZAnalytics>;
