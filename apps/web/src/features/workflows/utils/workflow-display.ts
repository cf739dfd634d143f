import {
  getWorkflowAction,
  type TWorkflowRequest,
  type TWorkflowRequestDetail,
  type TWorkflowRequestStatus,
  type TWorkflowRequestType,
} from '@staffing/domain';
import type { TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { formatEuros } from '../../../shared/utils/format-number.ts';

/** Badge colour of each status. */
export const WORKFLOW_STATUS_COLORS: Record<TWorkflowRequestStatus, string> = {
  NEW: 'gray',
  PENDING: 'yellow',
  IN_PROGRESS: 'blue',
  COMPLETED: 'green',
  FAILED: 'red',
  CANCELLED: 'dark',
};

/** A status as people read it ('In progress'), in the interface's language. */
export function workflowStatusLabel(t: TTranslate, status: TWorkflowRequestStatus): string {
  return t(`workflows.status.${status}` as TMessageKey);
}

/** 'Opportunity', 'Product', ...: the action's name at the start of a sentence. */
export function getWorkflowActionLabel(t: TTranslate, type: TWorkflowRequestType): string {
  return t(`workflows.action.${getWorkflowAction(type)}` as TMessageKey);
}

/** What the type does in the CRM, for the table's type column. */
export function workflowTypeDescription(t: TTranslate, type: TWorkflowRequestType): string {
  return t(`workflows.typeDescription.${type}` as TMessageKey);
}

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

/** '€650.00/day' (en), '650,00 €/jour' (fr); '—' when absent. */
export function formatRate(t: TTranslate, value: number | null): string {
  return value === null ? '—' : t('common.money.perDay', { amount: formatEuros(value) });
}
