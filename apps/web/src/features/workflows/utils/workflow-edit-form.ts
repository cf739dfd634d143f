import {
  readDecimal,
  WORKFLOW_REQUEST_EDITABLE_STATUSES,
  canEditWorkflowRequestPayload,
  getWorkflowPayloadErrors,
  type TWorkflowRequest,
  type TWorkflowRequestType,
} from '@staffing/domain';

export type TEditableStatus = (typeof WORKFLOW_REQUEST_EDITABLE_STATUSES)[number];

/** A configure field of the payload (spec 001 'Configure dialog per workflow type'). */
export type TConfigureField =
  | 'candidate'
  | 'expectedTjm'
  | 'interviewDate'
  | 'projectedStartDate'
  | 'endDate'
  | 'commercialConcession'
  | 'tjm'
  | 'headless'
  | 'autoCreateProduct'
  | 'autoCreateMission';

/** Which payload fields each type's configure section shows. */
export const CONFIGURE_FIELDS: Record<TWorkflowRequestType, readonly TConfigureField[]> = {
  salesforce_opportunity_create: ['headless', 'autoCreateProduct', 'autoCreateMission'],
  salesforce_product_add: ['headless'],
  salesforce_mission_create: ['headless'],
  salesforce_proposition_create: [
    'candidate',
    'expectedTjm',
    'endDate',
    'commercialConcession',
    'tjm',
    'headless',
  ],
  salesforce_presentation_update: ['candidate', 'interviewDate', 'headless'],
  salesforce_retention_update: [
    'candidate',
    'projectedStartDate',
    'endDate',
    'commercialConcession',
    'tjm',
    'headless',
  ],
};

export type TWorkflowEditValues = {
  /** Empty while the request is CANCELLED: the form cannot set that status, only keep it. */
  status: TEditableStatus | '';
  lastError: string;
  candidateId: string;
  candidateName: string;
  expectedTjm: string;
  interviewDate: string;
  projectedStartDate: string;
  endDate: string;
  commercialConcession: string;
  tjm: string;
  headless: boolean;
  autoCreateProduct: boolean;
  autoCreateMission: boolean;
};

export type TWorkflowRequestPatch = {
  status?: TEditableStatus;
  lastError?: string | null;
  payload?: Record<string, unknown>;
  /** The version the form was loaded from (sent with every save). */
  version?: number;
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): string => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
/** Date inputs hold YYYY-MM-DD; a stored timestamp keeps its day. */
const day = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 10) : '');
const isEditableStatus = (s: string): s is TEditableStatus =>
  (WORKFLOW_REQUEST_EDITABLE_STATUSES as readonly string[]).includes(s);

export function toWorkflowEditValues(request: TWorkflowRequest): TWorkflowEditValues {
  const p = request.payload;
  return {
    status: isEditableStatus(request.status) ? request.status : '',
    lastError: request.lastError ?? '',
    candidateId: str(p.candidateId),
    candidateName: str(p.candidateName),
    expectedTjm: num(p.expectedTjm),
    interviewDate: day(p.interviewDate),
    projectedStartDate: day(p.projectedStartDate),
    endDate: day(p.endDate),
    commercialConcession: num(p.commercialConcession),
    tjm: num(p.tjm),
    headless: p.headless !== false,
    autoCreateProduct: p.autoCreateProduct === true,
    autoCreateMission: p.autoCreateMission === true,
  };
}

const toNumber = (v: string): number | null => readDecimal(v);
const toText = (v: string): string | null => (v.trim() ? v.trim() : null);

/** The payload keys the configure section of this type sets, from the form's values. */
export function toConfigurePayload(
  type: TWorkflowRequestType,
  values: TWorkflowEditValues,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of CONFIGURE_FIELDS[type]) {
    if (field === 'candidate') {
      out.candidateId = toText(values.candidateId);
      out.candidateName = toText(values.candidateName);
    } else if (field === 'expectedTjm' || field === 'commercialConcession' || field === 'tjm') {
      out[field] = toNumber(values[field]);
    } else if (field === 'interviewDate' || field === 'projectedStartDate' || field === 'endDate') {
      out[field] = toText(values[field]);
    } else {
      out[field] = values[field];
    }
  }
  return out;
}

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * The PATCH body of the edit form: only what changed. Payload keys are left out while the
 * request runs (the server refuses them then) and a cleared field is sent as null.
 */
export function buildWorkflowPatch(
  request: TWorkflowRequest,
  values: TWorkflowEditValues,
): TWorkflowRequestPatch {
  const patch: TWorkflowRequestPatch = {};
  if (values.status && values.status !== request.status) patch.status = values.status;
  const lastError = values.lastError.trim() ? values.lastError : null;
  if (!sameValue(lastError, request.lastError)) patch.lastError = lastError;
  if (canEditWorkflowRequestPayload(request.status)) {
    const current = toConfigurePayload(request.type, toWorkflowEditValues(request));
    const next = toConfigurePayload(request.type, values);
    const changed = Object.entries(next).filter(([key, value]) => !sameValue(value, current[key]));
    if (changed.length) patch.payload = Object.fromEntries(changed);
  }
  return patch;
}

/**
 * The configure checks of the type (getWorkflowPayloadErrors) on the form's values, by form
 * field: the candidate picker carries both the candidate and its name. `needId` is the need the
 * request names, which the form does not change.
 */
export function getWorkflowEditErrors(
  request: TWorkflowRequest,
  values: TWorkflowEditValues,
): Partial<Record<'needId' | TConfigureField, string>> {
  const errors = getWorkflowPayloadErrors(request.type, {
    needId: str(request.payload.needId),
    candidateId: toText(values.candidateId),
    candidateName: toText(values.candidateName),
    expectedTjm: toNumber(values.expectedTjm),
    interviewDate: toText(values.interviewDate),
    projectedStartDate: toText(values.projectedStartDate),
  });
  const out: Partial<Record<'needId' | TConfigureField, string>> = {};
  if (errors.needId) out.needId = errors.needId;
  const candidate = errors.candidateId ?? errors.candidateName;
  if (candidate) out.candidate = candidate;
  if (errors.expectedTjm) out.expectedTjm = errors.expectedTjm;
  if (errors.interviewDate) out.interviewDate = errors.interviewDate;
  if (errors.projectedStartDate) out.projectedStartDate = errors.projectedStartDate;
  return out;
}
