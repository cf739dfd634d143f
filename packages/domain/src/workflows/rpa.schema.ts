import { z } from 'zod';
import { textToNumber } from '../common/form-input.ts';
import { INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';
import { isUuid } from '../common/uuid.ts';
import { camelizeKeys } from '../needs/case-keys.ts';

/** The CRM actions of an RPA run (spec 001 section 9). */
export const RPA_ACTIONS = [
  'opportunity',
  'product',
  'mission',
  'proposition',
  'presentation',
  'retention',
] as const;
export type TRpaAction = (typeof RPA_ACTIONS)[number];

/** The launch also knows the device check, which only signs in to the CRM (spec 001 section 7). */
export const RPA_LAUNCH_ACTIONS = [...RPA_ACTIONS, 'twofa_verification'] as const;
export type TRpaLaunchAction = (typeof RPA_LAUNCH_ACTIONS)[number];

/** docs/decisions/0014-rpa-stream.md: the 2FA device check runs on this fixed need id. */
export const TWOFA_VERIFICATION_NEED_ID = '00000000-0000-0000-0000-000000000000';

/** Where the embedded sandbox CRM is served (REST surface and pages). */
export const SANDBOX_CRM_BASE_PATH = '/sandbox-crm';
/** Said beside every link to a sandbox record, so nobody takes it for production. */
export const SANDBOX_CRM_LABEL = 'Sandbox CRM';

/** Messages of spec 001 sections 5 and 8 for RPA runs and the live viewer. */
export const RPA_MESSAGES = {
  // Server launch validation (400) and RPA retry (section 5).
  invalidAction: (value: unknown) =>
    `Invalid RPA action: ${typeof value === 'string' ? value.slice(0, 40) : String(value)}`,
  needIdInvalid: 'needId must be a valid UUID format',
  candidateIdInvalid: 'candidateId must be a valid UUID format',
  propositionCandidateRequired: 'candidateId is required for proposition creation',
  propositionTjmRequired: 'expectedTjm is required for proposition creation',
  retentionCandidateRequired: 'candidateId is required for retention update',
  retentionStartDateRequired: 'Projected start date is required',
  invalidProjectedStartDate: 'projectedStartDate must be a date in DD/MM/YYYY format',
  projectedStartInPast: 'Projected start date cannot be in the past',
  noNeedIdForRetry: 'No need ID found for RPA retry',
  invalidInterviewDate: 'interviewDate must be a date in DD/MM/YYYY format',
  invalidInterviewTime: 'interviewTime must be a time in HH:MM format',
  batchEmpty: 'flows must name at least one RPA run',
  batchTooMany: (max: number) => `flows: at most ${max} RPA runs in one batch`,
  // Launch form (section 5).
  selectNeed: 'Please select a Need',
  selectPropositionCandidate: 'Please select a candidate for proposition creation',
  validExpectedTjm: 'Please enter a valid expected TJM (greater than 0)',
  selectPresentationCandidate: 'Please select a candidate for presentation scheduling',
  interviewDateTimeRequired: 'Please ensure interview date and time are filled',
  selectRetentionCandidate: 'Please select a candidate for retention update',
  // Live viewer (section 8).
  authenticationRequired: 'Authentication required',
  streamEstablishFailed: 'Failed to establish RPA stream connection',
  streamConnectFailed: 'Failed to connect to RPA stream',
  noFrames: 'No video frames received. RPA flow may not be running or screencast failed.',
  connectionLost: 'Connection lost. Please try again.',
  invalidCode: 'Invalid verification code',
  // 2FA code (section 5).
  codeRequired: 'Please enter the verification code',
  codeSixDigits: 'Code must be exactly 6 digits',
  // Run states the flow's message carries.
  waitingForCode:
    'Waiting for the verification code: open Watch Live and type the code the CRM sent',
  codeTimeout:
    'No verification code was entered within 10 minutes: the CRM sign-in was abandoned. Launch the run again to retry.',
  streamAdminOnly: 'Only administrators can watch RPA runs',
  streamFlowNotFound: 'Flow not found',
  streamNotRpa: 'This flow is not an RPA run: there is no browser to watch',
  streamApiRun:
    'This run writes through the CRM API: there is no browser to watch, only its status below',
  // Browser runs: what a stage says while it works, and why it failed, in plain words.
  codeRequested: 'The CRM asks for a verification code: type the code it sent',
  codeAccepted: 'Verification code accepted',
  codeForAnotherNeed: 'This code was sent for another run: open the live viewer of this run',
  chromiumMissing:
    'Chromium is not installed: install the chromium package or set RPA_CHROMIUM_PATH',
  signInRefused: 'The CRM refused the sign-in: check SALESFORCE_USERNAME and SALESFORCE_PASSWORD',
  crmTimeout: (seconds: number, what: string) =>
    `The CRM did not answer within ${seconds} s while ${what}`,
  noDisplay: 'No display is available on the server: the browser runs headless',
  notListening: 'The server is not listening yet: the sandbox CRM cannot be reached',
  fieldNotOnForm: (object: string, field: string) =>
    `The ${object} form has no field ${field}: add it to the page layout or map it to null`,
  recordNotFound: (object: string, key: string) =>
    `The ${object} saved with key ${key} was not found in the CRM list`,
  stage: {
    signingIn: 'Signing in to the CRM',
    opening: (object: string) => `Opening the new ${object} form`,
    filling: (object: string) => `Filling the ${object} form`,
    saving: (object: string) => `Saving the ${object}`,
    readingBack: (object: string) => `Reading the ${object} id`,
    signedIn: 'Signed in to the CRM: this device is remembered',
  },
} as const;

/** Flow types of browser runs (docs/decisions/0014-rpa-stream.md: API runs of workflow requests keep `rpa_<action>`). */
export const RPA_TWOFA_FLOW_TYPE = 'rpa_twofa_verification';
export function getRpaBrowserFlowType(action: TRpaLaunchAction): string {
  return action === 'twofa_verification' ? RPA_TWOFA_FLOW_TYPE : `rpa_browser_${action}`;
}

/** Whether a flow type drives a browser (an API run has no screen to stream). */
export function isRpaBrowserFlowType(type: string): boolean {
  return type === RPA_TWOFA_FLOW_TYPE || type.startsWith('rpa_browser_');
}

/** Spec 001 section 9, and the relay limits of the issue. */
export const RPA_TIMINGS = {
  viewerConnectDelayMs: 3_000,
  noFrameTimeoutMs: 15_000,
  maxReconnectAttempts: 5,
  framesKept: 10,
  twofaTimeoutMs: 10 * 60_000,
  /** Frames relayed at most this often (5–10 fps). */
  maxFramesPerSecond: 8,
  maxFrameWidth: 1280,
  twofaCodeLength: 6,
  /** Most runs one batch may start. */
  batchMax: 50,
} as const;

// ---- launch ---------------------------------------------------------------------------------

export const ZRpaLaunchAction = z.enum(RPA_LAUNCH_ACTIONS, {
  error: (issue) => RPA_MESSAGES.invalidAction(issue.input),
});

export const ZRpaLaunchParams = z.object({
  action: ZRpaLaunchAction,
  needId: z
    .string({ message: RPA_MESSAGES.needIdInvalid })
    .refine((v) => isUuid(v), RPA_MESSAGES.needIdInvalid),
});
export type TRpaLaunchParams = z.infer<typeof ZRpaLaunchParams>;

const ZBoolText = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ message: 'must be true or false' }),
);

/** `?headless=` (default true: a visible browser only where a display exists). */
export const ZRpaLaunchQuery = z.object({ headless: ZBoolText.default(true) });
export type TRpaLaunchQuery = z.infer<typeof ZRpaLaunchQuery>;

const DD_MM_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A DD/MM/YYYY date that exists (31/02 does not), as YYYY-MM-DD; null otherwise. */
export function parseDdMmYyyy(value: string): string | null {
  const m = DD_MM_YYYY.exec(value.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  const iso = `${yyyy}-${mm}-${dd}`;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) return null;
  const year = Number(yyyy);
  return year >= 1900 && year <= 2200 ? iso : null;
}

export function isValidHhMm(value: string): boolean {
  return HH_MM.test(value.trim());
}

/** A run's date as typed (DD/MM/YYYY, or YYYY-MM-DD), as YYYY-MM-DD; null when not a date. */
export function readRunDate(value: string): string | null {
  const v = value.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(v)
    ? parseDdMmYyyy(v.split('-').reverse().join('/'))
    : parseDdMmYyyy(v);
}

/** The date and time fields of a run are DD/MM/YYYY and HH:MM (an ISO date is accepted too). */
const runDate = (field: string, message: string) =>
  z
    .string()
    .trim()
    .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong(field, INPUT_LIMITS.idMax))
    .transform((v, ctx) => {
      if (v === '') return null;
      const iso = readRunDate(v);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return iso;
    });
const ZInterviewDate = runDate('interviewDate', RPA_MESSAGES.invalidInterviewDate);
const ZInterviewTime = z
  .string()
  .trim()
  .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong('interviewTime', INPUT_LIMITS.idMax))
  .transform((v, ctx) => {
    if (v === '') return null;
    if (!isValidHhMm(v)) {
      ctx.addIssue({ code: 'custom', message: RPA_MESSAGES.invalidInterviewTime });
      return z.NEVER;
    }
    return v;
  });

const runFields = {
  candidateId: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ message: RPA_MESSAGES.candidateIdInvalid })
      .refine((v) => isUuid(v), RPA_MESSAGES.candidateIdInvalid)
      .nullish(),
  ),
  expectedTjm: z.preprocess(
    textToNumber,
    z
      .number({ message: RPA_MESSAGES.propositionTjmRequired })
      .finite()
      .min(0, RPA_MESSAGES.propositionTjmRequired)
      .max(1_000_000, 'expectedTjm must be at most 1000000')
      .nullish(),
  ),
  /** Stored as YYYY-MM-DD once read. */
  interviewDate: ZInterviewDate.nullish(),
  interviewTime: ZInterviewTime.nullish(),
  /** A retention's projected start (DD/MM/YYYY), stored as YYYY-MM-DD once read. */
  projectedStartDate: runDate(
    'projectedStartDate',
    RPA_MESSAGES.invalidProjectedStartDate,
  ).nullish(),
};

/** The launch body (camelCase or snake_case); every field optional, checked by action below. */
export const ZRpaLaunchBody = z.preprocess((v) => camelizeKeys(v ?? {}), z.object(runFields));
export type TRpaLaunchBody = z.infer<typeof ZRpaLaunchBody>;

/**
 * A retention's projected start date (spec 001 'Configure dialog' and the go/no-go date rule):
 * required, a real DD/MM/YYYY date, not before today. Null when it may start.
 */
export function getProjectedStartDateError(
  value: string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!value || value.trim() === '') return RPA_MESSAGES.retentionStartDateRequired;
  const iso = readRunDate(value);
  if (!iso) return RPA_MESSAGES.invalidProjectedStartDate;
  return iso < now.toISOString().slice(0, 10) ? RPA_MESSAGES.projectedStartInPast : null;
}

/**
 * The server's 400 for a launch (spec 001 'RPA retry'): a proposition names a candidate and an
 * expected TJM above 0, a retention a candidate and its projected start date. Null when the run
 * may start.
 */
export function getRpaLaunchError(
  action: TRpaLaunchAction,
  body: {
    candidateId?: string | null;
    expectedTjm?: number | null;
    projectedStartDate?: string | null;
  },
  now: Date = new Date(),
): string | null {
  if (action === 'proposition') {
    if (!body.candidateId) return RPA_MESSAGES.propositionCandidateRequired;
    if (!(typeof body.expectedTjm === 'number' && body.expectedTjm > 0))
      return RPA_MESSAGES.propositionTjmRequired;
  }
  if (action === 'retention') {
    if (!body.candidateId) return RPA_MESSAGES.retentionCandidateRequired;
    return getProjectedStartDateError(body.projectedStartDate, now);
  }
  return null;
}

export const ZRpaBatchItem = z.preprocess(
  camelizeKeys,
  z.object({ action: ZRpaLaunchAction, needId: ZRpaLaunchParams.shape.needId, ...runFields }),
);
export type TRpaBatchItem = z.infer<typeof ZRpaBatchItem>;

export const ZRpaBatchRequest = z.preprocess(
  camelizeKeys,
  z.object({
    flows: z
      .array(ZRpaBatchItem, { message: RPA_MESSAGES.batchEmpty })
      .min(1, RPA_MESSAGES.batchEmpty)
      .max(RPA_TIMINGS.batchMax, RPA_MESSAGES.batchTooMany(RPA_TIMINGS.batchMax)),
    headless: ZBoolText.default(true),
    concurrent: ZBoolText.default(false),
  }),
);
export type TRpaBatchRequest = z.infer<typeof ZRpaBatchRequest>;

/** A launch answers 202 with the run's flow id; follow it under /admin/flows/{id}. */
export const ZRpaLaunchResult = z.object({ flow_id: z.string() }).meta({ id: 'RpaLaunchResult' });
export type TRpaLaunchResult = z.infer<typeof ZRpaLaunchResult>;
/** A batch answers 202 with each run, in the order sent. */
export const ZRpaBatchResult = z
  .object({
    flows: z.array(z.object({ flow_id: z.string(), action: z.string(), needId: z.string() })),
  })
  .meta({ id: 'RpaBatchResult' });
export type TRpaBatchResult = z.infer<typeof ZRpaBatchResult>;

// ---- the stream (spec 001 'Live channels', docs/decisions/0014-rpa-stream.md) ----------------

/** Server → viewer messages of `GET /api/v1/admin/flows/{flowId}/stream`. */
export const RPA_STREAM_EVENTS = [
  'connection_established',
  'status_update',
  'screencast_frame',
  'twofa_code_request',
  'twofa_success',
  'twofa_error',
] as const;
export type TRpaStreamEvent = (typeof RPA_STREAM_EVENTS)[number];

export type TRpaStreamMessage =
  | { type: 'connection_established'; flow_id: string; status: string; message: string | null }
  | { type: 'status_update'; status: string; message: string | null }
  | { type: 'screencast_frame'; data: string; timestamp: string }
  | { type: 'twofa_code_request'; message: string }
  | { type: 'twofa_success'; message: string }
  | { type: 'twofa_error'; message: string };

/** Viewer → server: the code the person read, for the need of the run. */
export const ZTwofaCodeInput = z.object({
  type: z.literal('twofa_code_input'),
  code: z.string().max(INPUT_LIMITS.idMax),
  need_id: z.string().max(INPUT_LIMITS.idMax).nullish(),
});
export type TTwofaCodeInput = z.infer<typeof ZTwofaCodeInput>;
