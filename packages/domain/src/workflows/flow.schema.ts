import { z } from 'zod';
import {
  blankToUndefined,
  filterList,
  optionalDateQuery,
  requiredText,
  searchQuery,
} from '../common/form-input.ts';
import { INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';
import { ZPageQuery } from '../common/pagination.schema.ts';
import { isUuid } from '../common/uuid.ts';
import { camelizeKeys, splitList } from '../needs/case-keys.ts';

/** Flow categories (spec 001 sections 3 and 9), the tabs Mail, Analysis and CRM-RPA. */
export const FLOW_CATEGORIES = [
  'mail_processing',
  'analysis_processing',
  'crm_rpa',
  'webhook_delivery',
  'data_protection',
  'data_import',
] as const;
export type TFlowCategory = (typeof FLOW_CATEGORIES)[number];

/** Flow statuses (spec 001 section 4). `failed` is read as `error`. */
export const FLOW_STATUSES = ['pending', 'processing', 'completed', 'error', 'cancelled'] as const;
export type TFlowStatus = (typeof FLOW_STATUSES)[number];

/** The roles a stage plays: what retry-poll, retry-classify and retry-apply re-run. */
export const FLOW_STAGE_ROLES = ['poll', 'classify', 'apply'] as const;
export type TFlowStageRole = (typeof FLOW_STAGE_ROLES)[number];

export const FLOW_MESSAGES = {
  invalidCategory: (value: unknown) => `Invalid flow category: ${String(value).slice(0, 40)}`,
  invalidStatus: (value: unknown) => `Invalid flow status: ${String(value).slice(0, 40)}`,
  invalidDate: (field: string) => `${field} must be a valid date`,
  dateRange: 'from must not be after to',
  needIdInvalid: 'needId must be a valid UUID format',
  candidateIdInvalid: 'candidateId must be a valid UUID format',
  // Error catalogue and toasts (spec 001 section 8).
  loadError: 'Error loading flows',
  tryAgain: 'Try Again',
  fetchFailed: 'Failed to fetch flows',
  actionFailed: (action: string, message: string) => `Failed to ${action}: ${message}`,
  cancelFailed: (message: string) => `Failed to cancel flow: ${message}`,
  rpaRetryFailed: (message: string) => `Failed to retry RPA flow: ${message}`,
  unknownAction: (action: string) => `Unknown action: ${action}`,
  cancelled: 'Flow cancelled successfully',
  retriggered: (step: string) => `${step} retriggered successfully`,
  rpaRestarted: (action: string, id: string) =>
    `RPA ${action} flow restarted successfully! Flow ID: ${id}`,
  rpaStarted: (action: string, id: string) =>
    `RPA flow ${action} started successfully! Flow ID: ${id}`,
  launchFailed: 'Failed to launch RPA flow',
  empty: 'No flows found',
  noMatch: 'No flows match your search criteria',
} as const;

/** `failed` (older rows, other producers) is the same as `error`; unknown values stay as sent. */
export function normaliseFlowStatus(status: string): string {
  const s = status.trim().toLowerCase();
  return s === 'failed' ? 'error' : s;
}

const statusInput = z.preprocess(
  (v) => (typeof v === 'string' ? normaliseFlowStatus(v) : v),
  z.enum(FLOW_STATUSES, { error: (issue) => FLOW_MESSAGES.invalidStatus(issue.input) }),
);
export const ZFlowStatus = statusInput;
export const ZFlowCategory = z.enum(FLOW_CATEGORIES, {
  error: (issue) => FLOW_MESSAGES.invalidCategory(issue.input),
});

// ---- entity ----------------------------------------------------------------------------------

/** One attempt of one stage: a span of the run's timeline. Durations in milliseconds. */
export const ZFlowStageAttempt = z
  .object({
    stage: z.string(),
    role: z.enum(FLOW_STAGE_ROLES).nullable(),
    attempt: z.number().int().min(1),
    status: z.enum(['running', 'completed', 'error', 'cancelled']),
    queuedAt: z.string().nullable(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    durationMs: z.number().nullable(),
    queueWaitMs: z.number().nullable(),
    inputSummary: z.string().nullable(),
    outputSummary: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'FlowStageAttempt', description: 'One attempt of one stage of a flow.' });
export type TFlowStageAttempt = z.infer<typeof ZFlowStageAttempt>;

/**
 * A flow as the server sends it (spec 001 section 3). `id` repeats `flowId`; `duration` is in
 * milliseconds (null until the run ends); `stages` (the timeline) comes with the detail only.
 */
export const ZFlow = z
  .object({
    id: z.string(),
    flowId: z.string(),
    type: z.string(),
    status: z.enum(FLOW_STATUSES),
    progress: z.number().min(0).max(100),
    category: z.enum(FLOW_CATEGORIES),
    stage: z.string().nullable(),
    needId: z.string().nullable(),
    needName: z.string().nullable(),
    candidateId: z.string().nullable(),
    candidateName: z.string().nullable(),
    candidateEmail: z.string().nullable(),
    clientEmail: z.string().nullable(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    duration: z.number().nullable(),
    message: z.string().nullable(),
    error: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()).nullable(),
    originalPayload: z.record(z.string(), z.unknown()).nullable(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    stages: z
      .array(ZFlowStageAttempt)
      .optional()
      .meta({ description: 'The stage timeline, oldest first: with the detail only.' }),
  })
  .meta({
    id: 'Flow',
    description:
      'A background run (analysis, mail, CRM). Times are ISO 8601; durations in milliseconds.',
  });
export type TFlow = z.infer<typeof ZFlow>;

// ---- list query ------------------------------------------------------------------------------

const optionalUuid = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ message })
      .trim()
      .refine((v) => isUuid(v), message)
      .optional(),
  );
const optionalDate = (field: string) => optionalDateQuery(field, FLOW_MESSAGES.invalidDate(field));

/**
 * `GET /admin/flows`: page and size; filters category (a tab; `all` or nothing for every one),
 * status (`failed` read as `error`), type, needId, candidateId, a creation date range (from, to:
 * ISO dates or timestamps, both included) and a free search over need, client, candidate and
 * CRM ids. `need` and `candidate` are accepted for needId and candidateId.
 */
export const ZFlowListQuery = z.preprocess(
  (v) => {
    const q = camelizeKeys(v);
    if (typeof q !== 'object' || q === null) return q;
    const { need, candidate, ...rest } = q as Record<string, unknown>;
    return { ...rest, needId: rest.needId ?? need, candidateId: rest.candidateId ?? candidate };
  },
  ZPageQuery.extend({
    category: z.preprocess(
      (v) => {
        const list = splitList(v);
        if (!Array.isArray(list)) return list;
        const kept = list.filter((c) => c !== 'all');
        return kept.length ? kept : undefined;
      },
      z
        .array(ZFlowCategory)
        .max(
          INPUT_LIMITS.filterValuesMax,
          LIMIT_MESSAGES.tooManyItems('category', INPUT_LIMITS.filterValuesMax),
        )
        .optional(),
    ),
    status: filterList('status', ZFlowStatus),
    type: filterList(
      'type',
      z.string().max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong('type', INPUT_LIMITS.idMax)),
    ),
    needId: optionalUuid(FLOW_MESSAGES.needIdInvalid),
    candidateId: optionalUuid(FLOW_MESSAGES.candidateIdInvalid),
    from: optionalDate('from'),
    to: optionalDate('to'),
    search: searchQuery,
  }).refine((q) => !(Date.parse(q.from ?? '') > Date.parse(q.to ?? '')), {
    message: FLOW_MESSAGES.dateRange,
    path: ['from'],
  }),
);
export type TFlowListQuery = z.infer<typeof ZFlowListQuery>;

/** A flow id in a path: `flow_…`, `rpa_…` or a UUID, at most `idMax` characters. */
export const ZFlowId = z
  .string()
  .trim()
  .min(1)
  .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong('flowId', INPUT_LIMITS.idMax));

/**
 * The list query's date range as instants: `from` at its start, a date-only `to` (YYYY-MM-DD)
 * up to the end of that day (UTC), so both ends are included.
 */
export function getFlowDateRange(q: { from?: string | undefined; to?: string | undefined }): {
  from: Date | null;
  to: Date | null;
} {
  const from = q.from ? new Date(q.from) : null;
  let to: Date | null = null;
  if (q.to) {
    to = new Date(q.to);
    if (/^\d{4}-\d{2}-\d{2}$/.test(q.to)) to = new Date(to.getTime() + 86_400_000 - 1);
  }
  return { from, to };
}

// ---- metrics and bulk actions ----------------------------------------------------------------

const ZStatusCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  processing: z.number().int(),
  completed: z.number().int(),
  error: z.number().int(),
  cancelled: z.number().int(),
});
export type TFlowStatusCounts = z.infer<typeof ZStatusCounts>;

/**
 * `GET /admin/flows/metrics?windowHours=24` (1..2160, default 24), optionally narrowed by the
 * list's category filter: counts by status (all time, within the 90-day retention) and by
 * category, and over the window: throughput (finished runs per hour), error rate (error ÷
 * finished, 0..1), p50/p95 duration and queue wait (ms, null without data), and the runs stuck
 * (pending or processing without progress for FLOW_TIMINGS.stuckAfterMs).
 */
export const ZFlowMetrics = z
  .object({
    windowHours: z.number(),
    totals: ZStatusCounts,
    byCategory: z.record(z.enum(FLOW_CATEGORIES), ZStatusCounts),
    throughputPerHour: z.number(),
    errorRate: z.number(),
    durationMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
    queueWaitMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
    stuck: z.object({ count: z.number().int(), flowIds: z.array(z.string()) }),
  })
  .meta({ id: 'FlowMetrics' });
export type TFlowMetrics = z.infer<typeof ZFlowMetrics>;

export const ZFlowMetricsQuery = z.preprocess(
  camelizeKeys,
  z.object({
    windowHours: z.coerce
      .number({ message: 'windowHours must be a number' })
      .int('windowHours must be a whole number')
      .min(1, 'windowHours must be at least 1')
      .max(2160, 'windowHours must be at most 2160')
      .default(24),
    category: z.preprocess(
      (v) => (v === 'all' || v === '' ? undefined : v),
      ZFlowCategory.optional(),
    ),
  }),
);
export type TFlowMetricsQuery = z.infer<typeof ZFlowMetricsQuery>;

export const FLOW_REASON_MAX = 500;
const reasonText = requiredText('reason is required').max(
  FLOW_REASON_MAX,
  LIMIT_MESSAGES.tooLong('reason', FLOW_REASON_MAX),
);

/** Body of the single-flow actions (retry-*, verify-step, cancel): an optional reason. */
export const ZFlowActionBody = z.preprocess(
  (v) => camelizeKeys(v ?? {}),
  z.object({ reason: z.preprocess(blankToUndefined, reasonText.optional()) }),
);
export type TFlowActionBody = z.infer<typeof ZFlowActionBody>;

export const FLOW_BULK_ACTIONS = ['retry', 'cancel'] as const;
export type TFlowBulkAction = (typeof FLOW_BULK_ACTIONS)[number];
export const FLOW_BULK_MAX = 1000;

/**
 * `POST /admin/flows/bulk`: retry (each flow from the stage its Retry button uses) or cancel,
 * either the flows named in `ids` or every flow matching `filter` (the list query's fields). With
 * `dryRun: true` nothing changes and the answer gives the count to confirm; otherwise `reason`
 * is required and kept with each affected flow. At most FLOW_BULK_MAX flows at once.
 */
export const ZFlowBulkRequest = z.preprocess(
  camelizeKeys,
  z
    .object({
      action: z.enum(FLOW_BULK_ACTIONS, {
        error: (issue) => FLOW_MESSAGES.unknownAction(String(issue.input)),
      }),
      ids: z
        .array(ZFlowId)
        .min(1, 'ids must name at least one flow')
        .max(FLOW_BULK_MAX, LIMIT_MESSAGES.tooManyItems('ids', FLOW_BULK_MAX))
        .optional(),
      filter: z.record(z.string(), z.unknown()).optional(),
      reason: z.preprocess(blankToUndefined, reasonText.optional()),
      dryRun: z.boolean().optional().default(false),
    })
    .refine((v) => (v.ids === undefined) !== (v.filter === undefined), {
      message: 'Send either ids or filter',
      path: ['ids'],
    })
    .refine((v) => v.dryRun || v.reason !== undefined, {
      message: 'reason is required',
      path: ['reason'],
    }),
);
export type TFlowBulkRequest = z.infer<typeof ZFlowBulkRequest>;

/**
 * The bulk answer: how many flows matched, how many the action was applied to (0 on a dry run),
 * and those skipped because their status does not allow the action.
 */
export const ZFlowBulkResult = z
  .object({
    action: z.enum(FLOW_BULK_ACTIONS),
    dryRun: z.boolean(),
    matched: z.number().int(),
    eligible: z.number().int(),
    affected: z.number().int(),
    skipped: z.number().int(),
    flowIds: z.array(z.string()),
  })
  .meta({ id: 'FlowBulkResult' });
export type TFlowBulkResult = z.infer<typeof ZFlowBulkResult>;

/**
 * `POST /admin/flows/{id}/verify-step`: the last completed stage (null when none) checked
 * against the records it wrote, read-only; `detail` says what was found.
 */
export const ZFlowVerifyResult = z
  .object({
    flowId: z.string(),
    stage: z.string().nullable(),
    verified: z.boolean(),
    detail: z.string(),
  })
  .meta({ id: 'FlowVerifyResult' });
export type TFlowVerifyResult = z.infer<typeof ZFlowVerifyResult>;
