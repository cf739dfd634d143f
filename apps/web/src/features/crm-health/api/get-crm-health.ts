import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCrmErrorKind, TCrmHealth } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { crmHealthKeys } from './crm-health-keys.ts';

/** The period's start (a date, YYYY-MM-DD; none: the server's last 30 days) and the kind shown. */
export type TCrmHealthParams = { from?: string; kind?: TCrmErrorKind };

/** GET /admin/crm/health: error-kind cards and the failed CRM runs of the period. */
export function getCrmHealth(params: TCrmHealthParams, signal?: AbortSignal): Promise<TCrmHealth> {
  return apiClient.GET('/api/v1/admin/crm/health', {
    signal,
    params: { query: { from: params.from, kind: params.kind } },
  });
}

export function useCrmHealth(params: TCrmHealthParams) {
  return useQuery({
    queryKey: crmHealthKeys.detail(params),
    queryFn: ({ signal }) => getCrmHealth(params, signal),
    // The cards stay while another kind's list loads.
    placeholderData: keepPreviousData,
  });
}
