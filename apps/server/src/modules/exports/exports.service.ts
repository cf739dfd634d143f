import { formatCsvLine, NEEDS_CSV_COLUMNS } from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import type {
  TNeedCursor,
  TNeedFilter,
  TNeedRecord,
  TNeedsRepository,
} from '../needs/needs.repository.ts';
import type { TNeedsExportQuery } from '../needs/needs.schemas.ts';
import { serializeNeed } from '../needs/needs.serializer.ts';

const BOM = '\uFEFF';
const EOL = '\r\n';
export const EXPORT_BATCH_SIZE = 500;

export function createExportsService(deps: { needsRepo: TNeedsRepository; batchSize?: number }) {
  const { needsRepo } = deps;
  const batchSize = deps.batchSize ?? EXPORT_BATCH_SIZE;

  return {
    /**
     * The needs export as CSV chunks: a BOM and the header, then one chunk per batch read, so a
     * large export never sits in memory whole. Cells are neutralised against formula injection
     * and quoted (domain formatCsvLine).
     */
    async *needsCsv(_actor: TActor, query: TNeedsExportQuery): AsyncGenerator<string> {
      const filter: TNeedFilter = {
        search: query.search,
        priorities: query.priorities,
        clients: query.clients,
        columns: query.statuses,
        consultant: query.consultant,
        scope: query.scope,
      };
      const names = await needsRepo.userNames();
      const ctx = {
        consultantNames: (ids: readonly string[]) => ids.map((id) => names.get(id) ?? id),
      };
      yield BOM + formatCsvLine(NEEDS_CSV_COLUMNS.map((c) => c.header)) + EOL;
      let cursor: TNeedCursor | null = null;
      do {
        const batch: { rows: TNeedRecord[]; next: TNeedCursor | null } = await needsRepo.listBatch(
          filter,
          cursor,
          batchSize,
        );
        let chunk = '';
        for (const row of batch.rows) {
          const need = serializeNeed(row);
          chunk += formatCsvLine(NEEDS_CSV_COLUMNS.map((c) => c.value(need, ctx))) + EOL;
        }
        if (chunk) yield chunk;
        cursor = batch.next;
      } while (cursor);
    },
  };
}
export type TExportsService = ReturnType<typeof createExportsService>;
