import { getMissingCrmData } from '../needs/need.rules.ts';
import {
  parseDdMmYyyy,
  isValidHhMm,
  RPA_MESSAGES,
  RPA_TIMINGS,
  SANDBOX_CRM_BASE_PATH,
  type TRpaAction,
  type TRpaLaunchAction,
} from './rpa.schema.ts';
import type { TWorkflowRequestType } from './workflow-request.schema.ts';

// ---- 2FA code (spec 001 section 5) -----------------------------------------------------------

/** What the code field keeps of what is typed or pasted: digits only, at most 6. */
export function sanitiseTwofaCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, RPA_TIMINGS.twofaCodeLength);
}

/** The code field's message; null when the code may be sent. */
export function getTwofaCodeError(code: string): string | null {
  if (code.trim() === '') return RPA_MESSAGES.codeRequired;
  if (!/^\d{6}$/.test(code)) return RPA_MESSAGES.codeSixDigits;
  return null;
}

// ---- launch form (spec 001 section 5) --------------------------------------------------------

/** Need ids that are empty, hold an ellipsis or are shorter than 8 characters are not used. */
export function isUsableNeedId(id: string | null | undefined): id is string {
  return (
    typeof id === 'string' && id.trim().length >= 8 && !id.includes('...') && !id.includes('…')
  );
}

export type TRpaLaunchForm = {
  needId: string | null;
  action: TRpaLaunchAction;
  candidateId: string | null;
  /** As typed. */
  expectedTjm: string | number | null;
  /** DD/MM/YYYY and HH:MM as typed. */
  interviewDate: string | null;
  interviewTime: string | null;
};

const positive = (v: string | number | null) => {
  const n = typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
};

/** The first message of the launch form, in the spec's order; null when the form may launch. */
export function getRpaLaunchFormError(form: TRpaLaunchForm): string | null {
  if (form.action === 'twofa_verification') return null;
  if (!isUsableNeedId(form.needId)) return RPA_MESSAGES.selectNeed;
  if (form.action === 'proposition') {
    if (!form.candidateId) return RPA_MESSAGES.selectPropositionCandidate;
    if (!positive(form.expectedTjm)) return RPA_MESSAGES.validExpectedTjm;
  }
  if (form.action === 'presentation') {
    if (!form.candidateId) return RPA_MESSAGES.selectPresentationCandidate;
    if (
      !form.interviewDate ||
      !form.interviewTime ||
      !parseDdMmYyyy(form.interviewDate) ||
      !isValidHhMm(form.interviewTime)
    )
      return RPA_MESSAGES.interviewDateTimeRequired;
  }
  if (form.action === 'retention' && !form.candidateId)
    return RPA_MESSAGES.selectRetentionCandidate;
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as DD/MM/YYYY (local time, as the person reads it). */
export function formatDdMmYyyy(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * The interview slot the form suggests: the date of the candidate's latest interview step when
 * there is one, otherwise tomorrow at 14:00.
 */
export function getDefaultInterviewSlot(
  now: Date,
  latestInterview?: string | null,
): { date: string; time: string } {
  if (latestInterview) {
    const at = new Date(latestInterview);
    if (!Number.isNaN(at.getTime()))
      return { date: formatDdMmYyyy(at), time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
  }
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  return { date: formatDdMmYyyy(tomorrow), time: '14:00' };
}

/** The workflow request type that does an RPA action's work (for completeness checks). */
export const RPA_ACTION_REQUEST_TYPE: Record<TRpaAction, TWorkflowRequestType> = {
  opportunity: 'salesforce_opportunity_create',
  product: 'salesforce_product_add',
  mission: 'salesforce_mission_create',
  proposition: 'salesforce_proposition_create',
  presentation: 'salesforce_presentation_update',
  retention: 'salesforce_retention_update',
};

/**
 * What the need lacks before the launcher may start the action (spec 001 'Need completeness'):
 * an opportunity needs order client contacts, a TJM above 0 and a priority sales consultant; a
 * product needs the TJM. The launcher then offers 'Add Data' instead of starting.
 */
export function getRpaMissingNeedData(
  action: TRpaLaunchAction,
  need: {
    orderClients?: readonly string[] | null;
    tjm?: number | null;
    consultants?: readonly string[] | null;
  },
): string[] {
  if (action === 'opportunity') return getMissingCrmData(need).missing;
  if (action === 'product')
    return typeof need.tjm === 'number' && need.tjm > 0 ? [] : ['TJM (daily rate) above 0'];
  return [];
}

/**
 * The server's 422 (MISSING_CRM_DATA) for a launch on an incomplete need, in the spec's words
 * ('Cannot create opportunity. Missing required data: … Please add this information first.');
 * null when the need has what the action needs.
 */
export function getRpaMissingNeedMessage(
  action: TRpaLaunchAction,
  need: Parameters<typeof getRpaMissingNeedData>[1],
): { missing: string[]; message: string } | null {
  const missing = getRpaMissingNeedData(action, need);
  if (missing.length === 0) return null;
  const what = action === 'product' ? 'add product' : `create ${action}`;
  return {
    missing,
    message: `Cannot ${what}. Missing required data: ${missing.join(', ')}. Please add this information first.`,
  };
}

/** Whether the product action must first send the person to the need editor for its TJM. */
export function needsTjmBeforeProduct(action: TRpaLaunchAction, tjm: number | null | undefined) {
  return action === 'product' && !(typeof tjm === 'number' && tjm > 0);
}

/** The action of an RPA flow from its type (`rpa_opportunity`, `rpa_browser_opportunity`). */
export function getRpaActionOfFlowType(type: string): TRpaAction | null {
  const m = /^rpa_(?:browser_)?([a-z]+)$/.exec(type);
  const action = m?.[1];
  return action && (RPA_ACTIONS_SET as ReadonlySet<string>).has(action)
    ? (action as TRpaAction)
    : null;
}
const RPA_ACTIONS_SET: ReadonlySet<TRpaAction> = new Set([
  'opportunity',
  'product',
  'mission',
  'proposition',
  'presentation',
  'retention',
]);

// ---- CRM records -----------------------------------------------------------------------------

/**
 * The external key of a CRM write: one record per need (opportunity, product, mission) or per
 * need and candidate (proposition, presentation, retention), whichever path writes it (API or
 * browser, workflow request or launcher), so running it twice, or retrying a run that timed out
 * after the CRM saved, never makes a second record.
 */
export function getCrmExternalKey(input: {
  action: TRpaAction;
  needId: string;
  candidateId?: string | null;
  candidateName?: string | null;
}): string {
  const perCandidate =
    input.action === 'proposition' ||
    input.action === 'presentation' ||
    input.action === 'retention';
  if (!perCandidate) return `${input.needId}:${input.action}`;
  const who =
    input.candidateId ?? (input.candidateName ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return `${input.needId}:${input.action}:${who}`;
}

/** A link into the embedded sandbox CRM: shown with the 'Sandbox CRM' label. */
export function isSandboxCrmUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    return new URL(url, 'http://x').pathname.startsWith(`${SANDBOX_CRM_BASE_PATH}/`);
  } catch {
    return false;
  }
}

// ---- CRM failures (the health view) ----------------------------------------------------------

export const CRM_ERROR_KINDS = [
  'validation_rule',
  'duplicate',
  'missing_field',
  'permission',
  'lock',
  'limit',
  'unavailable',
  'other',
] as const;
export type TCrmErrorKind = (typeof CRM_ERROR_KINDS)[number];

export const CRM_ERROR_KIND_LABELS: Record<TCrmErrorKind, string> = {
  validation_rule: 'Validation rule',
  duplicate: 'Duplicate',
  missing_field: 'Missing field',
  permission: 'Permission',
  lock: 'Record lock',
  limit: 'API limit',
  unavailable: 'CRM unreachable or timed out',
  other: 'Other',
};

/** The kind of a Salesforce errorCode, as the health view groups failures. */
export function getCrmErrorKind(errorCode: string | null | undefined): TCrmErrorKind {
  switch (errorCode) {
    case 'FIELD_CUSTOM_VALIDATION_EXCEPTION':
    case 'FIELD_INTEGRITY_EXCEPTION':
    case 'INVALID_CROSS_REFERENCE_KEY':
    case 'INVALID_FIELD':
    case 'STRING_TOO_LONG':
      return 'validation_rule';
    case 'DUPLICATES_DETECTED':
    case 'DUPLICATE_VALUE':
    case 'DUPLICATE_EXTERNAL_ID':
      return 'duplicate';
    case 'REQUIRED_FIELD_MISSING':
      return 'missing_field';
    case 'INSUFFICIENT_ACCESS_OR_READONLY':
    case 'INSUFFICIENT_ACCESS_ON_CROSS_REFERENCE_ENTITY':
    case 'INVALID_SESSION_ID':
    case 'INVALID_LOGIN':
      return 'permission';
    case 'UNABLE_TO_LOCK_ROW':
      return 'lock';
    case 'REQUEST_LIMIT_EXCEEDED':
      return 'limit';
    case 'UNAVAILABLE':
    case 'TIMEOUT':
      return 'unavailable';
    default:
      return 'other';
  }
}
