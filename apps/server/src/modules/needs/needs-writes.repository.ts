import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { withCompiledRowMapper } from '../../db/compiled-row-mapper.ts';
import { preparedPerKey } from '../../db/prepared-per-key.ts';
import { candidates, needCandidates, needReadColumns, needs } from '../../db/schema/index.ts';
import { auditChangesJson, auditInsertFor, type TAuditEntry } from '../../lib/audit.ts';
import {
  needRecordAliased,
  type TNeedInsert,
  type TNeedRecord,
  type TNeedRow,
} from './need-record.sql.ts';

/** Distinct sets of fields whose update is prepared; the rare others are built each time. */
const MAX_PREPARED_UPDATES = 64;

/** The writes to needs and their candidate links; `createNeedsRepository` adds the reads. */
export function createNeedWrites(db: TExecutor) {
  // A route's write to a need sets a few fields, mostly the same few: its statement is built and
  // prepared once per set of fields (drizzle's building of this statement, and the database's
  // parsing and planning of it, were most of a PATCH's time after the round trips).
  function prepareGuardedUpdate(columns: readonly (keyof TNeedInsert)[], name: string) {
    // drizzle binds a placeholder in `set` to its column's encoder, though its types say otherwise.
    const set = Object.fromEntries([
      ...columns.map((c) => [c, sql.placeholder(`set_${c}`)]),
      ['updatedAt', sql.placeholder('updatedAt')],
    ]) as Partial<TNeedInsert>;
    const updated = db.$with('updated').as(
      db
        .update(needs)
        .set({ ...set, version: sql`${needs.version} + 1` })
        .where(
          and(eq(needs.id, sql.placeholder('id')), eq(needs.version, sql.placeholder('version'))),
        )
        .returning(needRecordAliased),
    );
    const audited = db.$with('audited', { id: sql<number>`id` }).as(
      auditInsertFor(
        {
          entityType: 'need',
          entityId: sql.placeholder('id'),
          action: sql.placeholder('action'),
          actorId: sql.placeholder('actorId'),
          changesJson: sql.placeholder('changes'),
        },
        sql`${updated}`,
      ),
    );
    return withCompiledRowMapper(db.with(updated, audited).select().from(updated).prepare(name));
  }
  const guardedUpdates = preparedPerKey(MAX_PREPARED_UPDATES, 'need_update', prepareGuardedUpdate);

  /** The guarded update through its prepared statement, or undefined when none is prepared for these fields. */
  async function preparedUpdate(
    id: string,
    values: Partial<TNeedInsert>,
    audit: TAuditEntry,
    expectedVersion: number,
  ): Promise<{ row: TNeedRecord | undefined } | undefined> {
    const columns = Object.keys(values) as (keyof TNeedInsert)[];
    const statement = guardedUpdates.get([...columns].sort().join(','), columns);
    if (!statement) return undefined;
    const [row] = (await statement.execute({
      ...Object.fromEntries(Object.entries(values).map(([c, v]) => [`set_${c}`, v])),
      id,
      version: expectedVersion,
      updatedAt: new Date(),
      action: audit.action,
      actorId: audit.actorId,
      changes: auditChangesJson(audit.changes),
    })) as TNeedRecord[];
    return { row };
  }

  return {
    async insert(values: TNeedInsert, tx: TExecutor = db): Promise<TNeedRow> {
      const [row] = await tx.insert(needs).values(values).returning(needReadColumns);
      return row!;
    },

    /**
     * Writes the changes, bumping version and updatedAt, with their audit record, and returns the
     * need as reads see it (with its candidate ids and consultants): one statement where a write
     * used to take four round trips (the PATCH → need_updated figure). With `expectedVersion`, only
     * while the need is still at that version: undefined (and no audit record) once another write
     * came first, or the need is gone.
     */
    async update(
      id: string,
      values: Partial<TNeedInsert>,
      audit: TAuditEntry,
      tx: TExecutor = db,
      expectedVersion?: number,
    ): Promise<TNeedRecord | undefined> {
      if (tx === db && expectedVersion !== undefined) {
        const prepared = await preparedUpdate(id, values, audit, expectedVersion);
        if (prepared) return prepared.row;
      }
      const updated = tx.$with('updated').as(
        tx
          .update(needs)
          .set({ ...values, version: sql`${needs.version} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(needs.id, id),
              expectedVersion === undefined ? undefined : eq(needs.version, expectedVersion),
            ),
          )
          .returning(needRecordAliased),
      );
      // A data-modifying WITH runs once whether or not the outer select reads it.
      const audited = tx
        .$with('audited', { id: sql<number>`id` })
        .as(
          auditInsertFor(
            { ...audit, changesJson: auditChangesJson(audit.changes) },
            sql`${updated}`,
          ),
        );
      const [row] = await tx.with(updated, audited).select().from(updated);
      return row as TNeedRecord | undefined;
    },

    async delete(id: string, tx: TExecutor = db): Promise<TNeedRow | undefined> {
      const [row] = await tx.delete(needs).where(eq(needs.id, id)).returning();
      return row;
    },

    /** Links the candidates of a new need that exist; unknown ids are ignored. */
    async linkExistingCandidates(
      needId: string,
      candidateIds: string[],
      tx: TExecutor = db,
    ): Promise<void> {
      if (candidateIds.length === 0) return;
      const existing = await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(inArray(candidates.id, candidateIds));
      if (existing.length === 0) return;
      await tx
        .insert(needCandidates)
        .values(existing.map((c) => ({ needId, candidateId: c.id })))
        .onConflictDoNothing();
    },
  };
}
