import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TExecutor } from './client.ts';

/** A table whose rows are found by their `id` (and whose changes stamp `updatedAt`). */
type TIdTable = PgTable & { id: PgColumn };
type TStampedTable = TIdTable & { updatedAt: PgColumn };

/**
 * Changes the row of `id` (while `also` holds, when given) and stamps its `updatedAt`; the row as
 * it now is, or undefined when no row matched.
 */
export async function updateById<T extends TStampedTable>(
  tx: TExecutor,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
  also?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await tx
    .update(table as PgTable)
    .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<PgTable>)
    .where(and(eq(table.id, id), also))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}

/** Deletes the row of `id` (while `also` holds, when given); whether there was one. */
export async function deleteById(
  tx: TExecutor,
  table: TIdTable,
  id: string,
  also?: SQL,
): Promise<boolean> {
  const rows = await tx
    .delete(table)
    .where(and(eq(table.id, id), also))
    .returning({ id: table.id });
  return rows.length > 0;
}
