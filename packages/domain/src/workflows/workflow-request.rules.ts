import { getMissingCrmData } from '../needs/need.rules.ts';
import type { TWorkflowRequestStatus, TWorkflowRequestType } from './workflow-request.schema.ts';
import { WORKFLOW_MESSAGES } from './workflow-request.schema.ts';

// ---- status machine (spec 001 section 4) -----------------------------------------------------

export const WORKFLOW_REQUEST_ACTIONS = ['start', 'cancel', 'retry', 'delete', 'edit'] as const;
export type TWorkflowRequestAction = (typeof WORKFLOW_REQUEST_ACTIONS)[number];

/**
 * The statuses each action is allowed from. The server puts the list in the WHERE clause of its
 * UPDATE, so of two simultaneous triggers only one finds the request in an allowed status.
 * `edit` is the edit form's status and last error, allowed in every status; its payload part is
 * refused while IN_PROGRESS (see canEditWorkflowRequestPayload).
 */
export const WORKFLOW_REQUEST_ACTION_FROM = {
  start: ['NEW', 'PENDING', 'FAILED', 'CANCELLED'],
  cancel: ['PENDING', 'IN_PROGRESS'],
  retry: ['FAILED'],
  delete: ['NEW', 'PENDING', 'COMPLETED', 'FAILED', 'CANCELLED'],
  edit: ['NEW', 'PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELLED'],
} as const satisfies Record<TWorkflowRequestAction, readonly TWorkflowRequestStatus[]>;

/**
 * Where an accepted action leaves the request. Start and retry go to IN_PROGRESS at once (the
 * spec's trigger sets it optimistically), so a second trigger or retry finds it busy; delete
 * removes it and edit sets what the form sends.
 */
export const WORKFLOW_REQUEST_ACTION_TARGET = {
  start: 'IN_PROGRESS',
  retry: 'IN_PROGRESS',
  cancel: 'CANCELLED',
} as const satisfies Partial<Record<TWorkflowRequestAction, TWorkflowRequestStatus>>;

const ACTION_VERBS: Record<TWorkflowRequestAction, string> = {
  start: 'start',
  cancel: 'cancel',
  retry: 'retry',
  delete: 'delete',
  edit: 'edit',
};

export function isWorkflowRequestActionAllowed(
  action: TWorkflowRequestAction,
  status: TWorkflowRequestStatus,
): boolean {
  return (WORKFLOW_REQUEST_ACTION_FROM[action] as readonly TWorkflowRequestStatus[]).includes(
    status,
  );
}

/** The actions allowed from a status, in the order of WORKFLOW_REQUEST_ACTIONS. */
export function getAllowedWorkflowRequestActions(
  status: TWorkflowRequestStatus,
): TWorkflowRequestAction[] {
  return WORKFLOW_REQUEST_ACTIONS.filter((a) => isWorkflowRequestActionAllowed(a, status));
}

/** The 409 detail for an action refused from a status; null when the action is allowed. */
export function getWorkflowRequestRefusal(
  action: TWorkflowRequestAction,
  status: TWorkflowRequestStatus,
): string | null {
  if (isWorkflowRequestActionAllowed(action, status)) return null;
  const allowed = WORKFLOW_REQUEST_ACTION_FROM[action].join(', ');
  return `Cannot ${ACTION_VERBS[action]} a workflow request that is ${status}: allowed only when ${allowed}`;
}

/**
 * The status changes a person may make in the edit form. IN_PROGRESS and COMPLETED say a run
 * happened: only a run sets them (a request marked COMPLETED by hand would report a CRM record
 * that was never written). A person may always record a failure (a stuck run, a CRM record found
 * wrong: a retry then writes it again), and put a request that is not running back to NEW or
 * PENDING; a running request otherwise leaves IN_PROGRESS by its run or by cancel.
 */
export const WORKFLOW_REQUEST_STATUS_EDITS = {
  NEW: ['PENDING', 'FAILED'],
  PENDING: ['NEW', 'FAILED'],
  IN_PROGRESS: ['FAILED'],
  COMPLETED: ['FAILED'],
  FAILED: ['NEW', 'PENDING'],
  CANCELLED: ['NEW', 'PENDING', 'FAILED'],
} as const satisfies Record<TWorkflowRequestStatus, readonly TWorkflowRequestStatus[]>;

export function canSetWorkflowRequestStatus(
  from: TWorkflowRequestStatus,
  to: TWorkflowRequestStatus,
): boolean {
  return from === to || (WORKFLOW_REQUEST_STATUS_EDITS[from] as readonly string[]).includes(to);
}

/** The 409 detail for a status a person may not set from the current one; null when allowed. */
export function getWorkflowRequestStatusRefusal(
  from: TWorkflowRequestStatus,
  to: TWorkflowRequestStatus,
): string | null {
  if (canSetWorkflowRequestStatus(from, to)) return null;
  const allowed = WORKFLOW_REQUEST_STATUS_EDITS[from].join(' or ');
  return `Cannot set a workflow request that is ${from} to ${to}: only ${allowed} may be set by hand`;
}

/** The statuses an edit's guarded UPDATE accepts: the payload's rule and the status change's. */
export function getWorkflowRequestEditableFrom(edit: {
  status?: TWorkflowRequestStatus | undefined;
  payload?: unknown;
}): TWorkflowRequestStatus[] {
  const from = WORKFLOW_REQUEST_ACTION_FROM.edit.filter(
    (status) => !edit.payload || canEditWorkflowRequestPayload(status),
  );
  const to = edit.status;
  return to === undefined ? from : from.filter((status) => canSetWorkflowRequestStatus(status, to));
}

/** The payload may not change under a running request. */
export function canEditWorkflowRequestPayload(status: TWorkflowRequestStatus): boolean {
  return status !== 'IN_PROGRESS';
}
export const WORKFLOW_PAYLOAD_LOCKED_MESSAGE =
  'Cannot edit the payload of a workflow request that is IN_PROGRESS';

/** Watch Live: IN_PROGRESS with a flow id of its own that starts with flow_ or rpa_. */
export function canWatchWorkflowRequestLive(request: {
  id: string;
  status: TWorkflowRequestStatus;
  flowId?: string | null;
}): boolean {
  const flowId = request.flowId ?? '';
  return (
    request.status === 'IN_PROGRESS' &&
    flowId !== '' &&
    flowId !== request.id &&
    (flowId.startsWith('flow_') || flowId.startsWith('rpa_'))
  );
}

/** The detail page refreshes itself only while the request is waiting or running. */
export function shouldAutoRefreshWorkflowRequest(status: TWorkflowRequestStatus): boolean {
  return status === 'PENDING' || status === 'IN_PROGRESS';
}

// ---- need completeness (spec 000 'Need completeness for CRM actions') ------------------------

export type TCrmNeedFacts = {
  orderClients?: readonly string[] | null;
  tjm?: number | null;
  consultants?: readonly string[] | null;
};

const TJM_MISSING = 'TJM (daily rate) above 0';

/**
 * What the need lacks before a request of this type may run, and the message naming it (null
 * when nothing lacks). An opportunity needs order client contacts, a TJM above 0 (for the
 * product it creates) and a sales consultant: the spec's 'Cannot create opportunity. Missing
 * required data: ... Please add this information first.'. A product needs the TJM alone; the
 * other types ask nothing of the need.
 */
export function getWorkflowRequestMissingNeedData(
  type: TWorkflowRequestType,
  need: TCrmNeedFacts,
): { missing: string[]; message: string | null } {
  if (type === 'salesforce_opportunity_create') return getMissingCrmData(need);
  if (type === 'salesforce_product_add') {
    const missing = typeof need.tjm === 'number' && need.tjm > 0 ? [] : [TJM_MISSING];
    return {
      missing,
      message: missing.length
        ? `Cannot add product. Missing required data: ${missing.join(', ')}. Please add this information first.`
        : null,
    };
  }
  return { missing: [], message: null };
}

// ---- payload per type (spec 001 'Configure dialog per workflow type') ------------------------

export type TWorkflowPayloadFacts = {
  needId?: string | null;
  candidateId?: string | null;
  candidateName?: string | null;
  expectedTjm?: number | null;
  interviewDate?: string | null;
  projectedStartDate?: string | null;
};

const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/**
 * The Configure dialog's checks, by payload field (empty when the payload is complete): always a
 * need; a proposition names a candidate and an expected TJM above 0; a presentation a candidate
 * and an interview date; a retention a candidate and a projected start date.
 */
export function getWorkflowPayloadErrors(
  type: TWorkflowRequestType,
  payload: TWorkflowPayloadFacts,
): Partial<Record<keyof TWorkflowPayloadFacts, string>> {
  const errors: Partial<Record<keyof TWorkflowPayloadFacts, string>> = {};
  if (!filled(payload.needId)) errors.needId = WORKFLOW_MESSAGES.needIdRequiredForm;
  if (type === 'salesforce_proposition_create') {
    if (!filled(payload.candidateName))
      errors.candidateName = WORKFLOW_MESSAGES.candidateNameRequired;
    if (!(typeof payload.expectedTjm === 'number' && payload.expectedTjm > 0))
      errors.expectedTjm = WORKFLOW_MESSAGES.validTjmRequired;
  }
  if (type === 'salesforce_presentation_update') {
    if (!filled(payload.candidateId))
      errors.candidateId = WORKFLOW_MESSAGES.candidateSelectionRequired;
    if (!filled(payload.interviewDate))
      errors.interviewDate = WORKFLOW_MESSAGES.interviewDateRequired;
  }
  if (type === 'salesforce_retention_update') {
    if (!filled(payload.candidateId))
      errors.candidateId = WORKFLOW_MESSAGES.candidateSelectionRequired;
    if (!filled(payload.projectedStartDate))
      errors.projectedStartDate = WORKFLOW_MESSAGES.projectedStartDateRequired;
  }
  return errors;
}

/** The tracker's action name of a type (opportunity, product, ...), used in toasts. */
export function getWorkflowAction(type: TWorkflowRequestType): string {
  return type.replace(/^salesforce_/, '').replace(/_(create|add|update)$/, '');
}

// ---- timings (spec 001 section 9) ------------------------------------------------------------

export const WORKFLOW_TIMINGS = {
  /** The trigger helper's busy flag resets and the need reloads after 5 s (single)... */
  singleRefreshMs: 5_000,
  /** ...or 8 s (batch). */
  batchRefreshMs: 8_000,
  listAutoRefreshMs: 30_000,
  /** The detail refreshes every 15 s while PENDING or IN_PROGRESS. */
  detailRefreshMs: 15_000,
  /** The detail reloads 1 s after trigger or cancel. */
  detailReloadAfterActionMs: 1_000,
} as const;
