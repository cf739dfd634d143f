import {
  FLOW_RETRY_STAGE,
  getFlowRetryKind,
  isFlowActionAllowed,
  type TFlow,
  type TFlowAction,
  type TFlowCategory,
  type TFlowStageAttempt,
  type TFlowStageRole,
} from '@staffing/domain';
import { i18n, t, type TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getUserLocale } from '../../../shared/utils/format-date.ts';
import { formatDateTime as formatSharedDateTime } from '../../../shared/utils/format-date.ts';

export const FLOW_STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  processing: 'blue',
  completed: 'green',
  error: 'red',
  cancelled: 'orange',
};

export const FLOW_CATEGORY_KEYS: Record<TFlowCategory, TMessageKey> = {
  mail_processing: 'flows.category.mail_processing',
  analysis_processing: 'flows.category.analysis_processing',
  crm_rpa: 'flows.category.crm_rpa',
  webhook_delivery: 'flows.category.webhook_delivery',
  data_protection: 'flows.category.data_protection',
  data_import: 'flows.category.data_import',
};

/** A flow status as people read it ('error' → 'erreur' in French); unknown ones as sent. */
export function flowStatusLabel(translate: TTranslate, status: string): string {
  const key = `flows.status.${status}`;
  return i18n.messages[key] === undefined ? status : translate(key as TMessageKey);
}

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
  // CSV and XLSX imports of needs and candidates; /imports lists them.
  data_import: ['data_import'],
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

/** A flow type in the interface's language; a type no catalogue names is humanized. */
export function flowTypeLabel(translate: TTranslate, type: string): string {
  const key = `flows.type.${type}`;
  return i18n.messages[key] === undefined ? formatFlowType(type) : translate(key as TMessageKey);
}

/** One decimal in the reader's locale: '4.2' (en), '4,2' (fr). */
const oneDecimal = (value: number) =>
  new Intl.NumberFormat(getUserLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

/** A duration in ms as people read it: '850 ms', '4.2 s', '3 min 5 s', '2 h 10 min'. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds < 10 ? oneDecimal(seconds) : Math.round(seconds)} s`;
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
export const RPA_RELAUNCH_LABEL_KEY: TMessageKey = 'flows.retry.rpaRelaunch';

/** A stage role's name ('Polling', 'Classification', 'Apply') in the interface's language. */
export function flowStageLabel(translate: TTranslate, role: TFlowStageRole): string {
  return translate(`flows.stageRole.${role}` as TMessageKey);
}

/** The stage names the server's jobs declare, each with its label in the catalogues. */
const FLOW_STAGE_NAMES = [
  'analyse',
  'apply',
  'classify',
  'collect',
  'compose',
  'deliver',
  'erase',
  'extract',
  'fill',
  'login',
  'open',
  'poll',
  'readback',
  'save',
  'score',
  'warn',
] as const;

/**
 * A stage's name as a person reads it ('erase' → 'Erase data'). A stage this screen does not
 * know yet still reads as words, not as a key ('crm_write' → 'Crm write').
 */
export function flowStageNameLabel(translate: TTranslate, name: string | null | undefined): string {
  if (!name) return '—';
  if ((FLOW_STAGE_NAMES as readonly string[]).includes(name))
    return translate(`flows.stageName.${name}` as TMessageKey);
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The Retry button of a flow (spec 001 §4 retry mapping through getFlowRetryKind): mail polls
 * again, analyses classify again, updates apply again, crm_rpa runs restart through a new launch.
 */
export function getFlowRetry(flow: Pick<TFlow, 'type' | 'category'>): TFlowRetry {
  const kind = getFlowRetryKind(flow);
  if (kind === 'rpa_relaunch') return { action: 'rpa_relaunch', label: t(RPA_RELAUNCH_LABEL_KEY) };
  return {
    action: getRetryActionForRole(kind),
    label: t('flows.retry.fromStage', { stage: flowStageLabel(t, kind) }),
  };
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
