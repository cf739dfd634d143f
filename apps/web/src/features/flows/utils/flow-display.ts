import {
  FLOW_RETRY_STAGE,
  FLOW_STAGE_LABELS,
  getFlowRetryKind,
  isFlowActionAllowed,
  type TFlow,
  type TFlowAction,
  type TFlowCategory,
  type TFlowStageAttempt,
  type TFlowStageRole,
} from '@staffing/domain';
import { formatDateTime as formatSharedDateTime } from '../../../shared/utils/format-date.ts';

export const FLOW_STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  processing: 'blue',
  completed: 'green',
  error: 'red',
  cancelled: 'orange',
};

export const FLOW_CATEGORY_LABELS: Record<TFlowCategory, string> = {
  mail_processing: 'Mail',
  analysis_processing: 'Analysis',
  crm_rpa: 'CRM-RPA',
  webhook_delivery: 'Webhooks',
  data_protection: 'Data protection',
};

/** The flow types the server runs today, by category: the type filter's options. */
export const FLOW_TYPES_BY_CATEGORY: Record<TFlowCategory, readonly string[]> = {
  mail_processing: ['cv_mail', 'need_mail'],
  analysis_processing: ['jd_analysis', 'cv_analysis', 'relevance_scoring'],
  crm_rpa: [
    'rpa_opportunity',
    'rpa_product',
    'rpa_mission',
    'rpa_proposition',
    'rpa_presentation',
    'rpa_retention',
    // Runs started from the launcher drive the CRM's pages in a browser.
    'rpa_browser_opportunity',
    'rpa_browser_product',
    'rpa_browser_mission',
    'rpa_browser_proposition',
    'rpa_browser_presentation',
    'rpa_browser_retention',
    'rpa_browser_twofa_verification',
  ],
  // Webhook deliveries are listed under All; /admin/webhooks is their own page.
  webhook_delivery: ['webhook_delivery'],
  // The daily GDPR retention run (warn, erase); /admin/gdpr is the register.
  data_protection: ['gdpr_retention'],
};

export function getFlowTypeOptions(tab: string): string[] {
  const categories = Object.keys(FLOW_TYPES_BY_CATEGORY) as TFlowCategory[];
  return categories
    .filter((c) => tab === 'all' || tab === c)
    .flatMap((c) => FLOW_TYPES_BY_CATEGORY[c]);
}

/** 'cv_analysis' → 'CV Analysis', 'rpa_mission' → 'RPA Mission'. */
export function formatFlowType(type: string): string {
  return type
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) =>
      ['cv', 'jd', 'rpa', 'crm'].includes(w.toLowerCase())
        ? w.toUpperCase()
        : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(' ');
}

/** A duration in ms as people read it: '850 ms', '4.2 s', '3 min 5 s', '2 h 10 min'. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
  const totalSeconds = Math.round(seconds);
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 60) {
    const rest = totalSeconds % 60;
    return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
  }
  const hours = Math.floor(minutes / 60);
  const restMinutes = minutes % 60;
  return restMinutes ? `${hours} h ${restMinutes} min` : `${hours} h`;
}

/** A running flow's duration so far; a finished one's recorded duration. */
export function getFlowDuration(flow: TFlow, now: number = Date.now()): number | null {
  if (flow.duration !== null) return flow.duration;
  if (!flow.startedAt) return null;
  const start = Date.parse(flow.startedAt);
  const end = flow.completedAt ? Date.parse(flow.completedAt) : now;
  return Number.isFinite(start) && Number.isFinite(end) && end >= start ? end - start : null;
}

/** A flow's moment, to the second, in the reader's locale (the shared date helper). */
export function formatDateTime(value: string | null | undefined): string {
  return formatSharedDateTime(value, { seconds: true });
}

/** What a Retry button starts: a stage retry, or a new RPA launch for crm_rpa runs. */
export type TFlowRetryAction = Exclude<TFlowAction, 'cancel'> | 'rpa_relaunch';

export type TFlowRetry = {
  action: TFlowRetryAction;
  /** The button's tooltip. */
  label: string;
};

/** The tooltip of a crm_rpa run's Retry (spec 001 §4 retry mapping). */
export const RPA_RELAUNCH_LABEL = 'Restart through a new RPA launch';

/**
 * The Retry button of a flow (spec 001 §4 retry mapping through getFlowRetryKind): mail polls
 * again, analyses classify again, updates apply again, crm_rpa runs restart through a new launch.
 */
export function getFlowRetry(flow: Pick<TFlow, 'type' | 'category'>): TFlowRetry {
  const kind = getFlowRetryKind(flow);
  if (kind === 'rpa_relaunch') return { action: 'rpa_relaunch', label: RPA_RELAUNCH_LABEL };
  return { action: getRetryActionForRole(kind), label: `Retry from ${FLOW_STAGE_LABELS[kind]}` };
}

export function canRetryFlow(flow: Pick<TFlow, 'status'>): boolean {
  return isFlowActionAllowed('retry-apply', flow.status);
}

export function canCancelFlow(flow: Pick<TFlow, 'status'>): boolean {
  return isFlowActionAllowed('cancel', flow.status);
}

export function getRetryActionForRole(role: TFlowStageRole): Exclude<TFlowAction, 'cancel'> {
  const entry = Object.entries(FLOW_RETRY_STAGE).find(([, r]) => r === role);
  return (entry?.[0] ?? 'retry-apply') as Exclude<TFlowAction, 'cancel'>;
}

/**
 * The roles a run's stages play, in timeline order, each with its latest attempt: where the
 * details dialog offers "Retry from this stage".
 */
export function getRetryableStages(
  stages: readonly TFlowStageAttempt[],
): { role: TFlowStageRole; stage: string; latest: TFlowStageAttempt }[] {
  const byRole = new Map<TFlowStageRole, TFlowStageAttempt>();
  const order: TFlowStageRole[] = [];
  for (const attempt of stages) {
    if (!attempt.role) continue;
    if (!byRole.has(attempt.role)) order.push(attempt.role);
    byRole.set(attempt.role, attempt);
  }
  return order.map((role) => {
    const latest = byRole.get(role)!;
    return { role, stage: latest.stage, latest };
  });
}

/** The role of the stage that failed last (the natural place to retry from), if any. */
export function getFailedStageRole(stages: readonly TFlowStageAttempt[]): TFlowStageRole | null {
  for (let i = stages.length - 1; i >= 0; i -= 1) {
    const attempt = stages[i]!;
    if (attempt.status === 'error' && attempt.role) return attempt.role;
  }
  return null;
}
