import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isUuid } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { withCompiledRowMapper } from '../../db/compiled-row-mapper.ts';
import { preparedPerKey } from '../../db/prepared-per-key.ts';
import { needCandidates, needReadColumns, needs, users } from '../../db/schema/index.ts';
import {
  needRecord,
  type TNeedCsvRecord,
  type TNeedRecord,
  type TNeedRow,
} from './need-record.sql.ts';
import {
  buildOrder,
  buildWhere,
  exportBatchSelect,
  type TNeedCursor,
  type TNeedFilter,
  type TNeedSort,
} from './needs-list.sql.ts';
import { createNeedWrites } from './needs-writes.repository.ts';

/** Export filters whose batch statement is prepared; the rare others are built each time. */
const MAX_PREPARED_EXPORTS = 16;
/** Below every id: the first export batch starts after it (and after -infinity). */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** The needs: the reads here (lists, export batches, a need by id), the writes in needs-writes. */
export function createNeedsRepository(db: TExecutor) {
  async function withCandidateIds(rows: TNeedRow[], tx: TExecutor): Promise<TNeedRecord[]> {
    if (rows.length === 0) return [];
    const links = await tx
      .select({
        needId: needCandidates.needId,
        ids: sql<
          string[]
        >`array_agg(${needCandidates.candidateId}::text ORDER BY ${needCandidates.createdAt}, ${needCandidates.candidateId})`,
      })
      .from(needCandidates)
      .where(
        inArray(
          needCandidates.needId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(needCandidates.needId);
    const byNeed = new Map(links.map((l) => [l.needId, l.ids]));
    // Imported data may hold ids that are not UUIDs: they name nobody and would break the query.
    const consultantIds = [...new Set(rows.flatMap((r) => r.consultants))].filter(isUuid);
    const people = consultantIds.length
      ? await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, consultantIds))
      : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    return rows.map((row) => ({
      ...row,
      candidateIds: byNeed.get(row.id) ?? [],
      consultantUsers: row.consultants.flatMap((id) => byId.get(id) ?? []),
    }));
  }

  /** A need by id through a statement built once and prepared once per connection. */
  function prepareSelectById<T extends typeof needRecord | typeof needReadColumns>(
    selection: T,
    name: string,
  ) {
    return withCompiledRowMapper(
      db
        .select(selection)
        .from(needs)
        .where(eq(needs.id, sql.placeholder('id')))
        .prepare(name),
    );
  }

  // A need by id is the most frequent read: its statement is built once (drizzle's query building
  // was a tenth of the read's CPU) and prepared once per connection by the database.
  let byIdStatement: ReturnType<typeof prepareSelectById<typeof needRecord>> | undefined;

  // An export reads hundreds of batches with one filter: its statement is built and prepared once
  // per filter, its rows mapped by a compiled mapper (the export's wall time).
  function prepareExportBatch(filter: TNeedFilter, name: string) {
    return withCompiledRowMapper(
      exportBatchSelect(db, filter, {
        createdAt: sql.placeholder('afterAt'),
        id: sql.placeholder('afterId'),
      })
        .limit(sql.placeholder('limit'))
        .prepare(name),
    );
  }
  const exportBatches = preparedPerKey(
    MAX_PREPARED_EXPORTS,
    'need_export_batch',
    prepareExportBatch,
  );

  // A route's write reads its need first, unlocked (see `update`'s `expectedVersion`).
  let forChangeStatement: ReturnType<typeof prepareSelectById<typeof needReadColumns>> | undefined;

  return {
    ...createNeedWrites(db),
    withCandidateIds,

    async findById(id: string, tx: TExecutor = db): Promise<TNeedRecord | undefined> {
      if (tx !== db) {
        const [row] = await tx.select(needRecord).from(needs).where(eq(needs.id, id));
        return row;
      }
      byIdStatement ??= prepareSelectById(needRecord, 'need_by_id');
      const [row] = (await byIdStatement.execute({ id })) as TNeedRecord[];
      return row;
    },

    /** The need as a write starts from, without a lock: its update then names the version it read. */
    async findForChange(id: string): Promise<TNeedRow | undefined> {
      forChangeStatement ??= prepareSelectById(needReadColumns, 'need_for_change');
      const [row] = (await forChangeStatement.execute({ id })) as TNeedRow[];
      return row;
    },

    /** Locks the row for the rest of the transaction, so concurrent writes apply one after the other. */
    async findForUpdate(id: string, tx: TExecutor): Promise<TNeedRow | undefined> {
      const [row] = await tx
        .select(needReadColumns)
        .from(needs)
        .where(eq(needs.id, id))
        .for('update');
      return row;
    },

    /** One page of needs (with its candidates and consultants): an index range, not a scan. */
    async page(
      filter: TNeedFilter,
      sort: TNeedSort,
      page: { page: number; size: number },
      tx: TExecutor = db,
    ): Promise<TNeedRecord[]> {
      return tx
        .select(needRecord)
        .from(needs)
        .where(buildWhere(filter))
        .orderBy(...buildOrder(sort))
        .limit(page.size)
        .offset((page.page - 1) * page.size);
    },

    /** How many needs the filter matches. */
    async count(filter: TNeedFilter, tx: TExecutor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(needs).where(buildWhere(filter));
      return row?.n ?? 0;
    },

    /**
     * One batch of an export in creation order, after the keyset cursor of the previous batch,
     * so that no batch re-reads earlier rows. The cursor keeps the database's own timestamp text
     * (microseconds), which a JavaScript Date would round to milliseconds.
     */
    async listBatch(
      filter: TNeedFilter,
      cursor: TNeedCursor | null,
      limit: number,
      tx: TExecutor = db,
    ): Promise<{ rows: TNeedCsvRecord[]; next: TNeedCursor | null }> {
      const statement = tx === db ? exportBatches.get(JSON.stringify(filter), filter) : undefined;
      const found = statement
        ? ((await statement.execute({
            afterAt: cursor?.createdAt ?? '-infinity',
            afterId: cursor?.id ?? NO_ID,
            limit,
          })) as { need: TNeedCsvRecord; createdAtText: string }[])
        : await exportBatchSelect(tx, filter, cursor).limit(limit);
      const last = found[found.length - 1];
      return {
        rows: found.map((f) => f.need),
        next:
          last && found.length === limit
            ? { createdAt: last.createdAtText, id: last.need.id }
            : null,
      };
    },

    async uniqueClients(tx: TExecutor = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ client: sql<string>`btrim(${needs.client})` })
        .from(needs)
        .where(and(isNotNull(needs.client), sql`btrim(${needs.client}) <> ''`))
        .orderBy(sql`btrim(${needs.client})`);
      return rows.map((r) => r.client);
    },

    /** Which of these ids are Sales people (the only users a need may name as consultants; never an API key). */
    async salesUserIds(ids: readonly string[], tx: TExecutor = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...ids]), eq(users.role, 'Sales'), eq(users.kind, 'person')));
      return new Set(rows.map((r) => r.id));
    },

    /** Names of every user by id: the staff list is small, so one query serves a whole export. */
    async userNames(tx: TExecutor = db): Promise<Map<string, string>> {
      const rows = await tx.select({ id: users.id, name: users.name }).from(users);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type TNeedsRepository = ReturnType<typeof createNeedsRepository>;
