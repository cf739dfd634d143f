import { needsCsvLayout, type TLocale, type TNeedsExportQuery } from '@staffing/domain';
import { CSV_BOM, toCsvLines } from '../../lib/csv.ts';
import type { TActor } from '../../lib/actor.ts';
import type { TNeedCsvRecord } from '../needs/need-record.sql.ts';
import { needFilterOf, type TNeedCursor } from '../needs/needs-list.sql.ts';
import type { TNeedsRepository } from '../needs/needs.repository.ts';
import { serializeNeedCsvRow } from '../needs/needs.serializer.ts';

/**
 * Rows per batch. Small enough that a batch and what is made of it die young: at 500 rows they
 * outlived V8's young generation and the heap grew by ≈120 MB during a 50,000-need export; at 100
 * it grows by a few MB, for ≈10% more time.
 */
export const EXPORT_BATCH_SIZE = 100;
/** The last row of an export that broke off: a reader sees the file is not whole. */
export const EXPORT_FAILED_MARKER = '#EXPORT FAILED: this file is incomplete';

export function createExportsService(deps: { needsRepo: TNeedsRepository; batchSize?: number }) {
  const { needsRepo } = deps;
  const batchSize = deps.batchSize ?? EXPORT_BATCH_SIZE;

  return {
    /**
     * The needs export as CSV chunks. The names and the first batch are read before this
     * resolves, so a failing query is an error reply rather than a broken file; the chunks are
     * a BOM, the header and that batch, then one chunk per further batch, so a large export never
     * sits in memory whole.
     */
    async openNeedsCsv(
      _actor: TActor,
      query: TNeedsExportQuery,
      locale: TLocale = 'en',
    ): Promise<AsyncGenerator<string>> {
      const { delimiter, columns } = needsCsvLayout(locale);
      const filter = needFilterOf(query);
      const names = await needsRepo.userNames();
      const ctx = {
        consultantNames: (ids: readonly string[]) => ids.map((id) => names.get(id) ?? id),
      };
      const rowsOf = (rows: TNeedCsvRecord[]) =>
        rows.map((row) => {
          const need = serializeNeedCsvRow(row);
          return columns.map((c) => c.value(need, ctx));
        });
      const first: { rows: TNeedCsvRecord[]; next: TNeedCursor | null } = await needsRepo.listBatch(
        filter,
        null,
        batchSize,
      );

      return (async function* () {
        yield (
          CSV_BOM + toCsvLines([columns.map((c) => c.header), ...rowsOf(first.rows)], delimiter)
        );
        let cursor = first.next;
        while (cursor) {
          const batch: { rows: TNeedCsvRecord[]; next: TNeedCursor | null } =
            await needsRepo.listBatch(filter, cursor, batchSize);
          if (batch.rows.length > 0) yield toCsvLines(rowsOf(batch.rows), delimiter);
          cursor = batch.next;
        }
      })();
    },
  };
}
export type TExportsService = ReturnType<typeof createExportsService>;

/** The marker row that ends a file whose export broke off. */
export const exportFailedRow = () => toCsvLines([[EXPORT_FAILED_MARKER]]);
