import {
  getWorkflowAction,
  type TWorkflowRequest,
  type TWorkflowRequestDetail,
  type TWorkflowRequestStatus,
  type TWorkflowRequestType,
} from '@staffing/domain';

/** Badge colour of each status. */
export const WORKFLOW_STATUS_COLORS: Record<TWorkflowRequestStatus, string> = {
  NEW: 'gray',
  PENDING: 'yellow',
  IN_PROGRESS: 'blue',
  COMPLETED: 'green',
  FAILED: 'red',
  CANCELLED: 'dark',
};

export const WORKFLOW_STATUS_LABELS: Record<TWorkflowRequestStatus, string> = {
  NEW: 'New',
  PENDING: 'Pending',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** 'Opportunity', 'Product', ...: the action's name at the start of a sentence. */
export function getWorkflowActionLabel(type: TWorkflowRequestType): string {
  const action = getWorkflowAction(type);
  return action.charAt(0).toUpperCase() + action.slice(1);
}

/** What the type does in the CRM, for the table's type column. */
export const WORKFLOW_TYPE_DESCRIPTIONS: Record<TWorkflowRequestType, string> = {
  salesforce_opportunity_create: 'Create opportunity',
  salesforce_product_add: 'Add product',
  salesforce_mission_create: 'Create mission',
  salesforce_proposition_create: 'Create proposition',
  salesforce_presentation_update: 'Update presentation',
  salesforce_retention_update: 'Update retention',
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const amount = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/** The need, client and candidate a list row names (from the payload the server filled). */
export function getWorkflowRowNames(request: TWorkflowRequest): {
  needId: string | null;
  needTitle: string | null;
  clientName: string | null;
  candidateName: string | null;
} {
  const p = request.payload;
  return {
    needId: text(p.needId),
    needTitle: text(p.needTitle),
    clientName: text(p.clientName),
    candidateName: text(p.candidateName),
  };
}

/**
 * The business context panel (spec 001 'Workflow request detail'): the need and candidate as
 * they are now when the server found them, else as the payload named them; the dates and rates
 * the payload carries.
 */
export function getWorkflowBusinessContext(detail: TWorkflowRequestDetail) {
  const p = detail.payload;
  const { need, candidate } = detail.context;
  return {
    needId: need?.id ?? text(p.needId),
    needTitle: need?.title ?? text(p.needTitle),
    client: need?.client ?? text(p.clientName),
    needColumn: need?.column ?? null,
    opportunityUrl: need?.opportunitySalesforceUrl ?? null,
    opportunityId: need?.opportunitySalesforceId ?? null,
    candidateName: candidate?.name ?? text(p.candidateName),
    candidateEmail: candidate?.email ?? null,
    candidateSalesforceId: candidate?.salesforceId ?? text(p.candidateSalesforceId),
    interviewDate: text(p.interviewDate),
    projectedStartDate: text(p.projectedStartDate),
    endDate: text(p.endDate),
    needTjm: need?.tjm ?? amount(p.tjm),
    expectedTjm: amount(p.expectedTjm),
    commercialConcession: amount(p.commercialConcession),
  };
}

/** '650 €/day'; '—' when absent. */
export function formatRate(value: number | null): string {
  return value === null ? '—' : `${value} €/day`;
}
