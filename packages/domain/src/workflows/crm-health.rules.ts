import { getFlowDateRange } from './flow.schema.ts';
import { CRM_HEALTH_DEFAULT_DAYS, type TCrmFlowError } from './crm-health.schema.ts';

const DAY_MS = 86_400_000;

/**
 * The health view's period as instants: both ends included (a date-only `to` up to the end of
 * its day); without `from`, 30 days before the end; without `to`, now.
 */
export function getCrmHealthPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: Date; to: Date } {
  const range = getFlowDateRange(query);
  const to = range.to ?? now;
  const from = range.from ?? new Date(to.getTime() - CRM_HEALTH_DEFAULT_DAYS * DAY_MS);
  return { from, to };
}

/**
 * The CRM refusal an error carries, or null: a CrmError, or any error with a string `errorCode`
 * (and optionally a list of `fields`), as the Salesforce connector and the browser runner throw.
 */
export function readCrmErrorOf(
  err: unknown,
): Pick<TCrmFlowError, 'errorCode' | 'fields' | 'message'> | null {
  if (typeof err !== 'object' || err === null) return null;
  const { errorCode, fields, message } = err as Record<string, unknown>;
  if (typeof errorCode !== 'string' || errorCode.trim() === '') return null;
  return {
    errorCode: errorCode.trim().slice(0, 100),
    fields: Array.isArray(fields)
      ? fields.filter((f): f is string => typeof f === 'string').slice(0, 50)
      : [],
    message: typeof message === 'string' ? message.slice(0, 2000) : '',
  };
}
