import {
  CRM_ERROR_KIND_LABELS,
  CRM_ERROR_KINDS,
  CRM_HEALTH_FAILURES_MAX,
  getCrmHealthPeriod,
  type TCrmHealth,
  type TCrmHealthQuery,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { createCrmHealthRepository } from './crm-health.repository.ts';
import { serializeCrmFailure, toCrmErrorKind } from './crm-health.serializer.ts';

/**
 * The CRM health view (Admin): failed CRM runs of a period grouped by error kind (a card per
 * kind with its errors and affected needs), and the failed runs themselves to fix and retry.
 */
export function createCrmHealthService(deps: { db: TDb; now?: () => Date }) {
  const repo = createCrmHealthRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  return {
    async get(query: TCrmHealthQuery): Promise<TCrmHealth> {
      const { from, to } = getCrmHealthPeriod(query, now());
      const [counts, failures] = await Promise.all([
        repo.countByKind(from, to),
        repo.listFailures(from, to, query.kind, CRM_HEALTH_FAILURES_MAX),
      ]);
      const byKind = new Map(counts.map((c) => [toCrmErrorKind(c.kind), c]));
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        kinds: CRM_ERROR_KINDS.map((kind) => ({
          kind,
          label: CRM_ERROR_KIND_LABELS[kind],
          errors: byKind.get(kind)?.errors ?? 0,
          needs: byKind.get(kind)?.needs ?? 0,
        })),
        failures: failures.rows.map(serializeCrmFailure),
        total: failures.total,
      };
    },
  };
}

export type TCrmHealthService = ReturnType<typeof createCrmHealthService>;
