import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { TImportKind } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import {
  candidates,
  importRecords,
  imports,
  needCandidates,
  needs,
} from '../../db/schema/index.ts';

export type TImportRow = typeof imports.$inferSelect;
type TImportInsert = typeof imports.$inferInsert;
type TImportRecordRow = typeof importRecords.$inferSelect;

/** Every column but the rows: lists and answers never carry the file's content. */
const { rows: _rows, ...summaryColumns } = getTableColumns(imports);
export type TImportSummary = Omit<TImportRow, 'rows'>;

/** Each kind of imported record: its table, its name, and its side of a need–candidate link. */
const IMPORTED_TABLES = {
  candidates: { table: candidates, name: candidates.name, linkedBy: needCandidates.candidateId },
  needs: { table: needs, name: needs.title, linkedBy: needCandidates.needId },
};

export function createImportsRepository(db: TExecutor) {
  return {
    async insert(values: TImportInsert, tx: TExecutor = db): Promise<TImportSummary> {
      const [row] = await tx.insert(imports).values(values).returning(summaryColumns);
      return row!;
    },

    async find(id: string, tx: TExecutor = db): Promise<TImportSummary | undefined> {
      const [row] = await tx.select(summaryColumns).from(imports).where(eq(imports.id, id));
      return row;
    },

    /** The import with its rows, locked for the rest of the transaction when `lock` says so. */
    async findWithRows(
      id: string,
      tx: TExecutor = db,
      lock = false,
    ): Promise<TImportRow | undefined> {
      const query = tx.select().from(imports).where(eq(imports.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async list(createdBy: string | null, limit: number): Promise<TImportSummary[]> {
      return db
        .select(summaryColumns)
        .from(imports)
        .where(createdBy ? eq(imports.createdBy, createdBy) : undefined)
        .orderBy(desc(imports.createdAt), desc(imports.id))
        .limit(limit);
    },

    async update(
      id: string,
      patch: Partial<TImportInsert>,
      tx: TExecutor = db,
    ): Promise<TImportSummary | undefined> {
      const [row] = await tx
        .update(imports)
        .set(patch)
        .where(eq(imports.id, id))
        .returning(summaryColumns);
      return row;
    },

    /** Marks the import undone unless it already is: true for the one caller that gets it. */
    async claimUndo(id: string, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(imports)
        .set({ undoneAt: new Date() })
        .where(and(eq(imports.id, id), isNull(imports.undoneAt)))
        .returning({ id: imports.id });
      return rows.length === 1;
    },

    /** Records a created row; the count follows in the same statement's transaction. */
    async addRecord(
      values: { importId: string; row: number; entityId: string; version: number },
      tx: TExecutor = db,
    ) {
      await tx.insert(importRecords).values(values).onConflictDoNothing();
      await tx
        .update(imports)
        .set({ createdCount: sql`${imports.createdCount} + 1` })
        .where(eq(imports.id, values.importId));
    },

    async records(importId: string, tx: TExecutor = db): Promise<TImportRecordRow[]> {
      return tx
        .select()
        .from(importRecords)
        .where(eq(importRecords.importId, importId))
        .orderBy(importRecords.row);
    },

    /**
     * The imported records as they are now: name, version, and whether a link was made since
     * (a need to a candidate, a candidate to a need: work done on the record, which undo must
     * not throw away).
     */
    async recordsNow(kind: TImportKind, ids: string[], tx: TExecutor = db) {
      if (ids.length === 0) return [];
      const { table, name, linkedBy } = IMPORTED_TABLES[kind];
      return tx
        .select({
          id: table.id,
          name,
          version: table.version,
          linked: sql<boolean>`exists (select 1 from ${needCandidates} where ${linkedBy} = ${table.id})`,
        })
        .from(table)
        .where(inArray(table.id, ids));
    },

    /** E-mails already held by a candidate (lower-cased), with the holder's name. */
    async emailHolders(emails: string[], tx: TExecutor = db) {
      if (emails.length === 0) return new Map<string, { id: string; name: string }>();
      const rows = await tx
        .select({ email: candidates.email, id: candidates.id, name: candidates.name })
        .from(candidates)
        .where(inArray(sql`lower(${candidates.email})`, emails));
      return new Map(rows.map((r) => [(r.email ?? '').toLowerCase(), { id: r.id, name: r.name }]));
    },
  };
}

export type TImportsRepository = ReturnType<typeof createImportsRepository>;
