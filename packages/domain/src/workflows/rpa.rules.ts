import { readDecimal } from '../common/read-number.ts';
import { getMissingCrmData } from '../needs/need.rules.ts';
import {
  getProjectedStartDateError,
  parseDdMmYyyy,
  readRunDate,
  isValidHhMm,
  RPA_ACTIONS,
  RPA_MESSAGES,
  RPA_TIMINGS,
  SANDBOX_CRM_BASE_PATH,
  TWOFA_VERIFICATION_NEED_ID,
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
  /** DD/MM/YYYY as typed (retention). */
  projectedStartDate?: string | null;
};

const positive = (v: string | number | null) => {
  const n = readDecimal(v);
  return n !== null && n > 0;
};

/** The first message of the launch form, in the spec's order; null when the form may launch. */
export function getRpaLaunchFormError(form: TRpaLaunchForm, now = new Date()): string | null {
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
  if (form.action === 'retention') {
    if (!form.candidateId) return RPA_MESSAGES.selectRetentionCandidate;
    return getProjectedStartDateError(form.projectedStartDate, now);
  }
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
 * The launcher's message for a need that lacks data, in the words of the tracker's (spec 000):
 * 'Cannot create opportunity. Missing required data: ... Please add this information first.'
 */
export function getRpaMissingDataMessage(action: TRpaLaunchAction, missing: readonly string[]) {
  if (missing.length === 0) return null;
  const what = action === 'product' ? 'add product' : `create ${action}`;
  return `Cannot ${what}. Missing required data: ${missing.join(', ')}. Please add this information first.`;
}

/**
 * The server's 422 (MISSING_CRM_DATA) for a launch on an incomplete need, in the same words;
 * null when the need has what the action needs.
 */
export function getRpaMissingNeedMessage(
  action: TRpaLaunchAction,
  need: Parameters<typeof getRpaMissingNeedData>[1],
): { missing: string[]; message: string } | null {
  const missing = getRpaMissingNeedData(action, need);
  const message = getRpaMissingDataMessage(action, missing);
  return message ? { missing, message } : null;
}

/** Whether the product action must first send the person to the need editor for its TJM. */
export function needsTjmBeforeProduct(action: TRpaLaunchAction, tjm: number | null | undefined) {
  return action === 'product' && !(typeof tjm === 'number' && tjm > 0);
}

/** The action of an RPA flow from its type (`rpa_opportunity`, `rpa_browser_opportunity`). */
export function getRpaActionOfFlowType(type: string): TRpaAction | null {
  const m = /^rpa_(?:browser_)?([a-z]+)$/.exec(type);
  const action = m?.[1];
  return isRpaAction(action) ? action : null;
}
const RPA_ACTIONS_SET: ReadonlySet<string> = new Set(RPA_ACTIONS);

/** Whether a value names one of the six CRM actions. */
export function isRpaAction(value: unknown): value is TRpaAction {
  return typeof value === 'string' && RPA_ACTIONS_SET.has(value);
}

/**
 * The need id a run's 2FA code is sent with (`twofa_code_input.need_id`): the flow's need, else
 * the one its launch payload names, else the fixed id of the device check.
 */
export function getRpaRunNeedId(flow: {
  type: string;
  needId: string | null;
  payload?: Record<string, unknown> | null;
}): string | null {
  if (flow.needId) return flow.needId;
  const stated = flow.payload?.needId;
  if (typeof stated === 'string' && stated) return stated;
  return flow.type.endsWith('twofa_verification') ? TWOFA_VERIFICATION_NEED_ID : null;
}

// ---- RPA retry (spec 001 'RPA retry', retry mapping) ----------------------------------------

/** The launch a Retry of a crm_rpa flow sends again: path, query and body. */
export type TRpaRelaunch = {
  action: TRpaAction;
  needId: string;
  headless: boolean;
  body: {
    candidateId?: string;
    expectedTjm?: number;
    interviewDate?: string;
    interviewTime?: string;
    projectedStartDate?: string;
  };
};

const asRecord = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const asText = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
const asAmount = readDecimal;

/**
 * A stored interview date as the launch takes it (DD/MM/YYYY, HH:MM): runs keep YYYY-MM-DD,
 * workflow requests may hold a full timestamp, whose time (local, as the person reads it) fills a
 * missing time.
 */
function toInterviewFields(
  date: string | null,
  time: string | null,
): { interviewDate?: string; interviewTime?: string } {
  const out: { interviewDate?: string; interviewTime?: string } = {};
  if (time && isValidHhMm(time)) out.interviewTime = time;
  if (!date) return out;
  if (parseDdMmYyyy(date)) {
    out.interviewDate = date;
  } else if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const ddmmyyyy = date.split('-').reverse().join('/');
    if (parseDdMmYyyy(ddmmyyyy)) out.interviewDate = ddmmyyyy;
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(date)) {
    const at = new Date(date);
    if (!Number.isNaN(at.getTime())) {
      out.interviewDate = formatDdMmYyyy(at);
      out.interviewTime ??= `${pad(at.getHours())}:${pad(at.getMinutes())}`;
    }
  }
  return out;
}

/** A stored projected start (YYYY-MM-DD, or a timestamp) as the launch takes it (DD/MM/YYYY). */
function toStartDateField(date: string | null): { projectedStartDate?: string } {
  const iso = date ? readRunDate(date.slice(0, 10)) : null;
  return iso ? { projectedStartDate: iso.split('-').reverse().join('/') } : {};
}

/**
 * What a Retry of a crm_rpa flow launches again (spec 001 'RPA retry'): the action of the flow's
 * type, its need, and the candidate, expected TJM and interview of its payload, read from either
 * shape (a browser run keeps them at the top; an API run started by a workflow request keeps the
 * request's payload under `payload`). Refused with the spec's messages before anything is sent.
 */
export function getRpaRelaunch(flow: {
  type: string;
  needId: string | null;
  payload: Record<string, unknown> | null;
}): { ok: true; launch: TRpaRelaunch } | { ok: false; error: string } {
  const top = asRecord(flow.payload) ?? {};
  const inner = asRecord(top.payload) ?? {};
  const request = asRecord(top.requestPayload) ?? {};
  const read = (key: string) => top[key] ?? inner[key] ?? request[key];
  const needId = asText(flow.needId) ?? asText(read('needId')) ?? asText(read('need_id'));
  if (!needId) return { ok: false, error: RPA_MESSAGES.noNeedIdForRetry };
  const fromType = getRpaActionOfFlowType(flow.type);
  const stated = asText(top.action) ?? asText(inner.action);
  const action = fromType ?? (isRpaAction(stated) ? stated : null);
  if (!action) return { ok: false, error: RPA_MESSAGES.invalidAction(stated ?? flow.type) };
  const candidateId = asText(read('candidateId')) ?? asText(read('candidate_id'));
  const expectedTjm = asAmount(read('expectedTjm') ?? read('expected_tjm'));
  if (action === 'proposition') {
    if (!candidateId) return { ok: false, error: RPA_MESSAGES.propositionCandidateRequired };
    if (!(expectedTjm !== null && expectedTjm > 0))
      return { ok: false, error: RPA_MESSAGES.propositionTjmRequired };
  }
  if (action === 'retention' && !candidateId)
    return { ok: false, error: RPA_MESSAGES.retentionCandidateRequired };
  const headless = read('headless');
  return {
    ok: true,
    launch: {
      action,
      needId,
      // A run that showed its browser is retried showing it again; otherwise headless.
      headless: headless === false || headless === 'false' ? false : true,
      body: {
        ...(candidateId ? { candidateId } : {}),
        ...(expectedTjm !== null && expectedTjm > 0 ? { expectedTjm } : {}),
        ...toInterviewFields(
          asText(read('interviewDate') ?? read('interview_date')),
          asText(read('interviewTime') ?? read('interview_time')),
        ),
        ...toStartDateField(asText(read('projectedStartDate') ?? read('projected_start_date'))),
      },
    },
  };
}

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

/**
 * Where the first built-in sandbox connector put its records: links already saved on needs
 * still point there, and are sandbox records all the same.
 */
const LEGACY_SANDBOX_CRM_BASE_PATH = '/crm-sandbox';

/** A link into the embedded sandbox CRM: shown with the 'Sandbox CRM' label. */
export function isSandboxCrmUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const { pathname } = new URL(url, 'http://x');
    return [SANDBOX_CRM_BASE_PATH, LEGACY_SANDBOX_CRM_BASE_PATH].some((base) =>
      pathname.startsWith(`${base}/`),
    );
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

/**
 * The Salesforce errorCodes the health view knows, by kind; any other code (or none: a failure
 * that is not a CRM refusal) is 'other'. One table, read by getCrmErrorKind and by the server's
 * SQL grouping, so both always agree.
 */
export const CRM_ERROR_CODE_KINDS: Readonly<Record<string, Exclude<TCrmErrorKind, 'other'>>> = {
  FIELD_CUSTOM_VALIDATION_EXCEPTION: 'validation_rule',
  FIELD_INTEGRITY_EXCEPTION: 'validation_rule',
  INVALID_CROSS_REFERENCE_KEY: 'validation_rule',
  INVALID_FIELD: 'validation_rule',
  STRING_TOO_LONG: 'validation_rule',
  DUPLICATES_DETECTED: 'duplicate',
  DUPLICATE_VALUE: 'duplicate',
  DUPLICATE_EXTERNAL_ID: 'duplicate',
  REQUIRED_FIELD_MISSING: 'missing_field',
  INSUFFICIENT_ACCESS_OR_READONLY: 'permission',
  INSUFFICIENT_ACCESS_ON_CROSS_REFERENCE_ENTITY: 'permission',
  INVALID_SESSION_ID: 'permission',
  INVALID_LOGIN: 'permission',
  UNABLE_TO_LOCK_ROW: 'lock',
  REQUEST_LIMIT_EXCEEDED: 'limit',
  UNAVAILABLE: 'unavailable',
  TIMEOUT: 'unavailable',
};

/** The kind of a Salesforce errorCode, as the health view groups failures. */
export function getCrmErrorKind(errorCode: string | null | undefined): TCrmErrorKind {
  if (!errorCode || !Object.hasOwn(CRM_ERROR_CODE_KINDS, errorCode)) return 'other';
  return CRM_ERROR_CODE_KINDS[errorCode]!;
}
