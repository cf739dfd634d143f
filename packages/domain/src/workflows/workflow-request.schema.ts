import { z } from 'zod';
import { blankToUndefined, filterList, searchQuery, textToNumber } from '../common/form-input.ts';
import {
  INPUT_LIMITS,
  isPlausibleDate,
  isWithinJsonLimit,
  LIMIT_MESSAGES,
} from '../common/limits.ts';
import { ZPageQuery } from '../common/pagination.schema.ts';
import { isUuid } from '../common/uuid.ts';
import { camelizeKeys } from '../needs/case-keys.ts';

/** CRM workflow request types (spec 001 sections 5 and 7). */
export const WORKFLOW_REQUEST_TYPES = [
  'salesforce_opportunity_create',
  'salesforce_product_add',
  'salesforce_mission_create',
  'salesforce_proposition_create',
  'salesforce_presentation_update',
  'salesforce_retention_update',
] as const;
export type TWorkflowRequestType = (typeof WORKFLOW_REQUEST_TYPES)[number];

/** The statuses the edit form may set (spec 001 section 4: not CANCELLED, which cancel sets). */
export const WORKFLOW_REQUEST_EDITABLE_STATUSES = [
  'NEW',
  'PENDING',
  'IN_PROGRESS',
  'COMPLETED',
  'FAILED',
] as const;

/** Spec 001 section 4, in the order of a request's life. */
export const WORKFLOW_REQUEST_STATUSES = [
  ...WORKFLOW_REQUEST_EDITABLE_STATUSES,
  'CANCELLED',
] as const;
export type TWorkflowRequestStatus = (typeof WORKFLOW_REQUEST_STATUSES)[number];

/** Messages of spec 001 sections 5 and 8 for workflow requests, so server, web and tests agree. */
export const WORKFLOW_MESSAGES = {
  // Workflow helper (section 5) and the server's 422 details.
  needIdRequired: 'needId is required and must be a string',
  needIdInvalid: 'needId must be a valid UUID format',
  invalidType: (value: unknown) =>
    `Invalid workflow request type: ${typeof value === 'string' ? value.slice(0, 40) : String(value)}`,
  invalidStatus: (value: unknown) =>
    `Invalid workflow request status: ${typeof value === 'string' ? value.slice(0, 40) : String(value)}`,
  candidateIdInvalid: 'candidateId must be a valid UUID format',
  payloadTooLarge: LIMIT_MESSAGES.tooLarge('payload'),
  invalidDate: (field: string) => `${field} must be a valid date`,
  amountNotNegative: (field: string) => `${field} must be greater than or equal to 0`,
  noValidUpdates: 'No valid updates provided',
  stale:
    'This workflow request was changed by someone else since you opened it. Reload to see the latest version; your changes are kept in the form.',
  // Configure dialog (section 5).
  needIdRequiredForm: 'Need ID is required',
  candidateNameRequired: 'Candidate name is required',
  validTjmRequired: 'Valid TJM is required',
  candidateSelectionRequired: 'Candidate selection is required',
  interviewDateRequired: 'Interview date is required',
  projectedStartDateRequired: 'Projected start date is required',
  submitFailed: 'Failed to submit. Please try again.',
  // Error catalogue (section 8).
  loadListFailed: 'Failed to load workflow requests',
  triggerFailed: 'Failed to trigger workflow request',
  deleteFailed: 'Failed to delete workflow request',
  cancelFailed: 'Failed to cancel workflow request',
  retryFailed: 'Failed to retry workflow request',
  loadFailed: 'Failed to load workflow request',
  updateFailed: 'Failed to update workflow request',
  listError: 'Error loading workflow requests',
  detailError: 'Error loading workflow request',
  notFound: 'Workflow request not found',
  empty: 'No workflow requests found',
  unknownError: 'Unknown error occurred',
  // Trigger helper and tracker toasts (section 8).
  startFailed: (action: string, message: string) => `Failed to start ${action}: ${message}`,
  started: (action: string) => `${action} workflow started`,
  completed: (action: string) => `${action} completed successfully`,
  mayHaveFailed: (action: string) => `${action} may have failed`,
  batchStarted: (started: number, total: number) => `Started ${started}/${total} workflows`,
  batchCompleted: 'Batch workflows completed',
  batchMayHaveFailed: 'Some workflows may have failed',
  batchFailed: (message: string) => `Batch workflow failed: ${message}`,
  created: (action: string) =>
    `${action} workflow request created successfully! Redirecting to workflow management...`,
  createFailed: (action: string, message: string) =>
    `Failed to create ${action} workflow request: ${message}`,
} as const;

// ---- small input helpers --------------------------------------------------------------------

const text = (field: string, max: number) =>
  z.string().trim().max(max, LIMIT_MESSAGES.tooLong(field, max)).nullish();
const uuidText = (message: string) =>
  z
    .string({ message })
    .trim()
    .refine((v) => isUuid(v), message);
const amount = (field: string) =>
  z.preprocess(
    textToNumber,
    z
      .number({ message: WORKFLOW_MESSAGES.amountNotNegative(field) })
      .min(0, WORKFLOW_MESSAGES.amountNotNegative(field))
      .nullish(),
  );
/** An ISO date (YYYY-MM-DD or a full timestamp) in the plausible years; '' means not set. */
const dateText = (field: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .trim()
      .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong(field, INPUT_LIMITS.idMax))
      .refine(
        (v) => /^\d{4}-\d{2}-\d{2}/.test(v) && isPlausibleDate(v),
        WORKFLOW_MESSAGES.invalidDate(field),
      )
      .nullish(),
  );
const jsonObject = (field: string) =>
  z
    .record(z.string(), z.unknown())
    .refine((v) => isWithinJsonLimit(v), LIMIT_MESSAGES.tooLarge(field))
    .nullish();

export const ZWorkflowRequestType = z.enum(WORKFLOW_REQUEST_TYPES, {
  error: (issue) => WORKFLOW_MESSAGES.invalidType(issue.input),
});
export const ZWorkflowRequestStatus = z.enum(WORKFLOW_REQUEST_STATUSES, {
  error: (issue) => WORKFLOW_MESSAGES.invalidStatus(issue.input),
});

// ---- payload ---------------------------------------------------------------------------------

/** Payload fields of spec 001 section 3 except needId, each bounded; all optional. */
const payloadFields = {
  needData: jsonObject('needData'),
  needTitle: text('needTitle', INPUT_LIMITS.nameMax),
  clientName: text('clientName', INPUT_LIMITS.nameMax),
  candidateId: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    uuidText(WORKFLOW_MESSAGES.candidateIdInvalid).nullish(),
  ),
  candidateName: text('candidateName', INPUT_LIMITS.nameMax),
  candidateSalesforceId: text('candidateSalesforceId', INPUT_LIMITS.idMax),
  expectedTjm: amount('expectedTjm'),
  interviewDate: dateText('interviewDate'),
  projectedStartDate: dateText('projectedStartDate'),
  endDate: dateText('endDate'),
  commercialConcession: amount('commercialConcession'),
  tjm: amount('tjm'),
  stepType: text('stepType', INPUT_LIMITS.idMax),
  triggeredBy: text('triggeredBy', INPUT_LIMITS.nameMax),
  source: text('source', INPUT_LIMITS.nameMax),
  headless: z.boolean().nullish(),
  autoCreateProduct: z.boolean().nullish(),
  autoCreateMission: z.boolean().nullish(),
};

const ZNeedIdField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ message: WORKFLOW_MESSAGES.needIdRequired })
    .min(1, WORKFLOW_MESSAGES.needIdRequired)
    .refine((v) => isUuid(v), WORKFLOW_MESSAGES.needIdInvalid),
);

/**
 * A request's payload as sent (camelCase or snake_case). Unknown keys are kept (the CRM
 * connector may read more), the whole payload at most `jsonMax` characters as JSON.
 */
export const ZWorkflowRequestPayload = z.preprocess(
  camelizeKeys,
  z
    .object({ needId: ZNeedIdField, ...payloadFields })
    .loose()
    .refine((v) => isWithinJsonLimit(v), WORKFLOW_MESSAGES.payloadTooLarge),
);
export type TWorkflowRequestPayload = z.infer<typeof ZWorkflowRequestPayload>;

/** A partial payload (PATCH, trigger): the keys sent replace the stored ones, null clears. */
export const ZWorkflowRequestPayloadPatch = z.preprocess(
  camelizeKeys,
  z
    .object({ needId: ZNeedIdField.optional(), ...payloadFields })
    .loose()
    .refine((v) => isWithinJsonLimit(v), WORKFLOW_MESSAGES.payloadTooLarge),
);
export type TWorkflowRequestPayloadPatch = z.infer<typeof ZWorkflowRequestPayloadPatch>;

/** The stored payload with a patch applied: keys sent replace, null and undefined clear. */
export function mergeWorkflowRequestPayload(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}

// ---- entity ----------------------------------------------------------------------------------

/** A workflow request as the server sends it (spec 001 section 3). */
export const ZWorkflowRequest = z
  .object({
    id: z.string(),
    stepId: z.string().nullable(),
    type: ZWorkflowRequestType,
    status: ZWorkflowRequestStatus,
    attempts: z.number().int().min(0),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastError: z.string().nullable(),
    flowId: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()),
    createdBy: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The user who created the request (who may watch its run live).' }),
    version: z.number().int().meta({
      description:
        'Grows on every change; an edit sent with an older one is refused (409 STALE_UPDATE).',
    }),
  })
  .meta({
    id: 'WorkflowRequest',
    description: 'A CRM write to run (opportunity, product, mission, proposition, ...).',
  });
export type TWorkflowRequest = z.infer<typeof ZWorkflowRequest>;

// ---- requests --------------------------------------------------------------------------------

/** `POST /workflow-requests`: stepId (optional text id), type, payload; answers the new id. */
export const ZCreateWorkflowRequest = z.preprocess(
  camelizeKeys,
  z.object({
    stepId: z.preprocess(blankToUndefined, text('stepId', INPUT_LIMITS.idMax)),
    type: ZWorkflowRequestType,
    payload: ZWorkflowRequestPayload,
  }),
);
export type TCreateWorkflowRequest = z.infer<typeof ZCreateWorkflowRequest>;

/** `PATCH /workflow-requests/{id}`: the edit form's status and last error, and payload keys. */
export const ZUpdateWorkflowRequest = z.preprocess(
  camelizeKeys,
  z
    .object({
      status: z
        .enum(WORKFLOW_REQUEST_EDITABLE_STATUSES, {
          error: (issue) => WORKFLOW_MESSAGES.invalidStatus(issue.input),
        })
        .optional(),
      lastError: z
        .string()
        .max(INPUT_LIMITS.textMax, LIMIT_MESSAGES.tooLong('lastError', INPUT_LIMITS.textMax))
        .nullish(),
      payload: ZWorkflowRequestPayloadPatch.optional(),
      /** The version the client last read (or `If-Match`); a mismatch is a 409 STALE_UPDATE. */
      version: z.coerce
        .number({ message: 'version must be a whole number' })
        .int('version must be a whole number')
        .min(0, 'version must be a whole number')
        .optional(),
    })
    .refine(
      (v) => v.status !== undefined || v.lastError !== undefined || v.payload !== undefined,
      WORKFLOW_MESSAGES.noValidUpdates,
    ),
);
export type TUpdateWorkflowRequest = z.infer<typeof ZUpdateWorkflowRequest>;

/** `POST /workflow-requests/{id}/trigger`: an optional payload, saved before the run starts. */
export const ZTriggerWorkflowRequest = z.preprocess(
  (v) => camelizeKeys(v ?? {}),
  z.object({ payload: ZWorkflowRequestPayloadPatch.optional() }),
);
export type TTriggerWorkflowRequest = z.infer<typeof ZTriggerWorkflowRequest>;

const optionalUuid = (message: string) =>
  z.preprocess(blankToUndefined, uuidText(message).optional());

/**
 * `GET /workflow-requests`: page and size as every list, filters status and type (one value, a
 * comma list or repeated), needId, candidateId and a search over need title, client and
 * candidate name.
 */
export const ZWorkflowRequestListQuery = z.preprocess(
  camelizeKeys,
  ZPageQuery.extend({
    status: filterList('status', ZWorkflowRequestStatus),
    type: filterList('type', ZWorkflowRequestType),
    needId: optionalUuid(WORKFLOW_MESSAGES.needIdInvalid),
    candidateId: optionalUuid(WORKFLOW_MESSAGES.candidateIdInvalid),
    search: searchQuery,
  }),
);
export type TWorkflowRequestListQuery = z.infer<typeof ZWorkflowRequestListQuery>;

// ---- detail and answers ----------------------------------------------------------------------

/**
 * The business context panel of the detail page (spec 001 'Workflow request detail'): the need
 * and candidate as they are now (null when gone or not named), read by the server.
 */
export const ZWorkflowRequestContext = z
  .object({
    need: z
      .object({
        id: z.string(),
        title: z.string(),
        client: z.string(),
        tjm: z.number().nullable(),
        column: z.string(),
        opportunitySalesforceId: z.string().nullable(),
        opportunitySalesforceUrl: z.string().nullable(),
      })
      .nullable(),
    candidate: z
      .object({
        id: z.string(),
        name: z.string(),
        email: z.string().nullable(),
        salesforceId: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({
    id: 'WorkflowRequestContext',
    description: 'The need and candidate as they are now; null when gone or not named.',
  });
export type TWorkflowRequestContext = z.infer<typeof ZWorkflowRequestContext>;

/** `GET /workflow-requests/{id}`: the request, its context and its current flow (if any). */
export const ZWorkflowRequestDetail = ZWorkflowRequest.extend({
  context: ZWorkflowRequestContext,
}).meta({ id: 'WorkflowRequestDetail' });
export type TWorkflowRequestDetail = z.infer<typeof ZWorkflowRequestDetail>;

/** `POST /workflow-requests` answers 201 `{ id }`; trigger and retry answer 202 with this. */
export const ZWorkflowRequestStarted = z
  .object({
    id: z.string(),
    flowId: z.string().meta({ description: 'The run: follow it under /admin/flows/{id}.' }),
    status: ZWorkflowRequestStatus,
  })
  .meta({ id: 'WorkflowRequestStarted' });
export type TWorkflowRequestStarted = z.infer<typeof ZWorkflowRequestStarted>;

/** `POST /workflow-requests` answers 201 with the new request's id. */
export const ZWorkflowRequestCreated = z.object({ id: z.string() });
export type TWorkflowRequestCreated = z.infer<typeof ZWorkflowRequestCreated>;
