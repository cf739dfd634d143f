import {
  canSeeField,
  toHistoryEntry,
  type THistoryPage,
  type THistoryQuery,
  type TRole,
} from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import { createHistoryRepository, type THistoryScope } from './history.repository.ts';

/** The timeline of a need or a candidate, read from the audit records (read-only). */
export function createHistoryService(deps: { db: TExecutor }) {
  const repo = createHistoryRepository(deps.db);
  return {
    async list(scope: THistoryScope, query: THistoryQuery, role: TRole): Promise<THistoryPage> {
      if (!(await repo.exists(scope))) throw notFound(NOT_FOUND_MESSAGES[scope.entity]);
      const rows = await repo.list(scope, {
        kinds: query.kind,
        actorId: query.actor,
        before: query.before,
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((row) => toHistoryEntry(row, (field) => canSeeField(role, field))),
        nextBefore: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
      };
    },
  };
}

export type THistoryService = ReturnType<typeof createHistoryService>;
