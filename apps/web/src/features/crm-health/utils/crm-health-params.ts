import { CRM_ERROR_KINDS, CRM_HEALTH_DEFAULT_DAYS, type TCrmErrorKind } from '@staffing/domain';
import type { TCrmHealthParams } from '../api/get-crm-health.ts';

/** The periods offered, in days; 30 is the server's default. */
export const CRM_HEALTH_PERIODS = [7, 30, 90] as const;
export type TCrmHealthPeriod = (typeof CRM_HEALTH_PERIODS)[number];

export type TCrmHealthFilters = { days: TCrmHealthPeriod; kind: TCrmErrorKind | null };

const DAY_MS = 86_400_000;

/** The page's filters from its URL (`days`, `kind`); unknown values fall back to the defaults. */
export function readCrmHealthFilters(params: URLSearchParams): TCrmHealthFilters {
  const days = Number(params.get('days'));
  const kind = params.get('kind');
  return {
    days: (CRM_HEALTH_PERIODS as readonly number[]).includes(days)
      ? (days as TCrmHealthPeriod)
      : CRM_HEALTH_DEFAULT_DAYS,
    kind: (CRM_ERROR_KINDS as readonly string[]).includes(kind ?? '')
      ? (kind as TCrmErrorKind)
      : null,
  };
}

/** The filters written back into the URL; defaults are left out. */
export function writeCrmHealthFilters(filters: TCrmHealthFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.days !== CRM_HEALTH_DEFAULT_DAYS) params.set('days', String(filters.days));
  if (filters.kind) params.set('kind', filters.kind);
  return params;
}

/**
 * What the request sends: the first day of the period (a date, so the query key holds for the
 * day) unless it is the server's default, and the kind.
 */
export function toCrmHealthParams(filters: TCrmHealthFilters, now: Date): TCrmHealthParams {
  const params: TCrmHealthParams = {};
  if (filters.days !== CRM_HEALTH_DEFAULT_DAYS)
    params.from = new Date(now.getTime() - filters.days * DAY_MS).toISOString().slice(0, 10);
  if (filters.kind) params.kind = filters.kind;
  return params;
}
