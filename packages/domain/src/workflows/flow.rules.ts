import { normaliseFlowStatus, type TFlowStageRole, type TFlowStatus } from './flow.schema.ts';

/** Admin actions on a flow (spec 001 section 7), named as their paths. */
export const FLOW_ACTIONS = ['retry-poll', 'retry-classify', 'retry-apply', 'cancel'] as const;
export type TFlowAction = (typeof FLOW_ACTIONS)[number];

export const FLOW_RETRY_STAGE: Record<Exclude<TFlowAction, 'cancel'>, TFlowStageRole> = {
  'retry-poll': 'poll',
  'retry-classify': 'classify',
  'retry-apply': 'apply',
};

/** Spec 001 section 4: retry for error (failed read as error), cancel for processing or pending. */
export const FLOW_ACTION_FROM = {
  'retry-poll': ['error'],
  'retry-classify': ['error'],
  'retry-apply': ['error'],
  cancel: ['pending', 'processing'],
} as const satisfies Record<TFlowAction, readonly TFlowStatus[]>;

/** A finished flow: nothing runs any more. */
export function isFlowFinished(status: string): boolean {
  const s = normaliseFlowStatus(status);
  return s === 'completed' || s === 'error' || s === 'cancelled';
}

export function isFlowActionAllowed(action: TFlowAction, status: string): boolean {
  return (FLOW_ACTION_FROM[action] as readonly string[]).includes(normaliseFlowStatus(status));
}

/** The 409 detail for a flow action refused from a status; null when it is allowed. */
export function getFlowActionRefusal(action: TFlowAction, status: string): string | null {
  if (isFlowActionAllowed(action, status)) return null;
  const s = normaliseFlowStatus(status);
  if (action === 'cancel') return `Cannot cancel a flow that is already ${s}`;
  return `Cannot ${action} a flow that is ${s}: only a flow in error can be retried`;
}

/** Which retry the Retry button of a flow uses (spec 001 section 4, retry mapping). */
export type TFlowRetryKind = TFlowStageRole | 'rpa_relaunch';

/**
 * Mail and need-description types retry the polling stage; relevance scoring and file analysis
 * retry classification; entity updates retry apply; crm_rpa flows restart through a new RPA
 * launch. Other analysis types retry classification, other mail types polling; anything else
 * from apply.
 */
export function getFlowRetryKind(flow: { type: string; category: string }): TFlowRetryKind {
  const type = flow.type.toLowerCase();
  if (flow.category === 'crm_rpa' || type.startsWith('rpa_')) return 'rpa_relaunch';
  if (type.includes('mail') || type.includes('need_description')) return 'poll';
  if (type.includes('update')) return 'apply';
  if (type.includes('scor') || type.includes('analysis')) return 'classify';
  if (flow.category === 'mail_processing') return 'poll';
  if (flow.category === 'analysis_processing') return 'classify';
  return 'apply';
}

/** Live watching: only crm_rpa flows that are processing with a type starting rpa_. */
export function canWatchFlowLive(flow: {
  type: string;
  category: string;
  status: string;
}): boolean {
  return (
    flow.category === 'crm_rpa' &&
    normaliseFlowStatus(flow.status) === 'processing' &&
    flow.type.startsWith('rpa_')
  );
}

/** The toast's step name of a stage retry: '{step} retriggered successfully'. */
export const FLOW_STAGE_LABELS: Record<TFlowStageRole, string> = {
  poll: 'Polling',
  classify: 'Classification',
  apply: 'Apply',
};

// ---- timings (spec 001 section 9) ------------------------------------------------------------

export const FLOW_TIMINGS = {
  listAutoRefreshMs: 120_000,
  /** A fetch that is not forced is skipped within 30 s of the last one. */
  minFetchIntervalMs: 30_000,
  refetchAfterActionMs: 1_000,
  refetchAfterRpaRetryMs: 2_000,
  rpaRelaunchDelayMs: 1_000,
  /** A running flow without progress for this long counts as stuck (in the flow metrics). */
  stuckAfterMs: 15 * 60_000,
} as const;
