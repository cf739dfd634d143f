import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { crmSandboxRecords } from '../../db/schema/index.ts';

export type TCrmSandboxRow = typeof crmSandboxRecords.$inferSelect;

export function createCrmSandboxRepository(db: TExecutor) {
  return {
    /**
     * Inserts the record, or updates the fields of the one its external key already names (one
     * statement, so two writers of one key meet on the unique index and both get one record).
     */
    async upsert(
      values: { id: string; object: string; externalKey: string; fields: Record<string, unknown> },
      tx: TExecutor = db,
    ): Promise<TCrmSandboxRow> {
      const [row] = await tx
        .insert(crmSandboxRecords)
        .values(values)
        .onConflictDoUpdate({
          target: crmSandboxRecords.externalKey,
          set: { fields: sql`excluded.fields`, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
    async findById(id: string, tx: TExecutor = db): Promise<TCrmSandboxRow | undefined> {
      const [row] = await tx.select().from(crmSandboxRecords).where(eq(crmSandboxRecords.id, id));
      return row;
    },
    async findByExternalKey(key: string, tx: TExecutor = db): Promise<TCrmSandboxRow | undefined> {
      const [row] = await tx
        .select()
        .from(crmSandboxRecords)
        .where(eq(crmSandboxRecords.externalKey, key));
      return row;
    },
  };
}
