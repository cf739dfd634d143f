import { and, asc, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from './sandbox-crm.storage.ts';
import { crmSandboxRecords, crmSandboxSessions, crmSandboxSettings } from './sandbox-crm.schema.ts';

export type TSandboxRecordRow = typeof crmSandboxRecords.$inferSelect;
export type TSandboxSessionRow = typeof crmSandboxSessions.$inferSelect;
export type TSandboxSessionKind = TSandboxSessionRow['kind'];

const SETTINGS_ID = 'sandbox';

/** The first record `where` keeps (an id and an External ID name one; a Name may name several). */
async function firstRecord(
  tx: TExecutor,
  where: SQL | undefined,
): Promise<TSandboxRecordRow | undefined> {
  const [row] = await tx.select().from(crmSandboxRecords).where(where).limit(1);
  return row;
}

/** The only file of the sandbox CRM that touches the ORM: records, sessions and settings. */
export function createSandboxCrmRepository(db: TExecutor) {
  return {
    async findRecord(id: string, tx: TExecutor = db) {
      return firstRecord(tx, eq(crmSandboxRecords.id, id));
    },
    async findByExternalKey(object: string, key: string, tx: TExecutor = db) {
      const isKey = eq(crmSandboxRecords.externalKey, key);
      return firstRecord(tx, and(eq(crmSandboxRecords.object, object), isKey));
    },
    /** Another record of the object with this Name (the duplicate rule's match). */
    async findByName(object: string, name: string, tx: TExecutor = db) {
      const isName = sql`lower(${crmSandboxRecords.fields}->>'Name') = lower(${name})`;
      return firstRecord(tx, and(eq(crmSandboxRecords.object, object), isName));
    },
    /** Inserts a record made without an External ID (a plain create). */
    async insert(
      values: {
        id: string;
        object: string;
        externalKey: string | null;
        fields: Record<string, unknown>;
      },
      tx: TExecutor = db,
    ): Promise<TSandboxRecordRow> {
      const [row] = await tx.insert(crmSandboxRecords).values(values).returning();
      return row!;
    },
    /**
     * Inserts the record, or merges the fields into the one its External ID already names: one
     * statement, so two writers of one key meet on the unique index and make one record.
     */
    async upsertByExternalKey(
      values: { id: string; object: string; externalKey: string; fields: Record<string, unknown> },
      tx: TExecutor = db,
    ): Promise<TSandboxRecordRow & { inserted: boolean }> {
      const [row] = await tx
        .insert(crmSandboxRecords)
        .values(values)
        .onConflictDoUpdate({
          target: [crmSandboxRecords.object, crmSandboxRecords.externalKey],
          set: {
            fields: sql`${crmSandboxRecords.fields} || excluded.fields`,
            updatedAt: new Date(),
          },
        })
        .returning({
          id: crmSandboxRecords.id,
          object: crmSandboxRecords.object,
          externalKey: crmSandboxRecords.externalKey,
          fields: crmSandboxRecords.fields,
          createdAt: crmSandboxRecords.createdAt,
          updatedAt: crmSandboxRecords.updatedAt,
          inserted: sql<boolean>`(xmax = 0)`,
        });
      return row!;
    },
    async updateFields(
      id: string,
      values: { externalKey: string | null; fields: Record<string, unknown> },
      tx: TExecutor = db,
    ): Promise<TSandboxRecordRow | undefined> {
      const [row] = await tx
        .update(crmSandboxRecords)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(crmSandboxRecords.id, id))
        .returning();
      return row;
    },
    async deleteRecord(id: string, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(crmSandboxRecords)
        .where(eq(crmSandboxRecords.id, id))
        .returning({ id: crmSandboxRecords.id });
      return rows.length > 0;
    },
    /**
     * The object's records, newest first; `q` searches Name and the External ID, `exact` keeps
     * the record of one id or External ID (a query's equality filter, answered by the index).
     */
    async listRecords(
      object: string,
      options: { q?: string; limit: number; exact?: { id?: string; externalKey?: string } },
      tx: TExecutor = db,
    ): Promise<TSandboxRecordRow[]> {
      const q = options.q?.trim();
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      return tx
        .select()
        .from(crmSandboxRecords)
        .where(
          and(
            eq(crmSandboxRecords.object, object),
            pattern
              ? or(
                  sql`(${crmSandboxRecords.fields}->>'Name') ilike ${pattern}`,
                  ilike(crmSandboxRecords.externalKey, pattern),
                )
              : undefined,
            options.exact?.id !== undefined
              ? eq(crmSandboxRecords.id, options.exact.id)
              : undefined,
            options.exact?.externalKey !== undefined
              ? eq(crmSandboxRecords.externalKey, options.exact.externalKey)
              : undefined,
          ),
        )
        .orderBy(desc(crmSandboxRecords.createdAt), asc(crmSandboxRecords.id))
        .limit(options.limit);
    },

    async insertSession(
      values: { tokenHash: string; kind: TSandboxSessionKind; username: string; expiresAt: Date },
      tx: TExecutor = db,
    ): Promise<void> {
      await tx.insert(crmSandboxSessions).values(values);
    },
    /** A credential that has not expired yet. */
    async findSession(
      tokenHash: string,
      now: Date,
      tx: TExecutor = db,
    ): Promise<TSandboxSessionRow | undefined> {
      const [row] = await tx
        .select()
        .from(crmSandboxSessions)
        .where(
          and(eq(crmSandboxSessions.tokenHash, tokenHash), gt(crmSandboxSessions.expiresAt, now)),
        );
      return row;
    },
    async promoteSession(
      tokenHash: string,
      kind: TSandboxSessionKind,
      expiresAt: Date,
      tx: TExecutor = db,
    ): Promise<void> {
      await tx
        .update(crmSandboxSessions)
        .set({ kind, expiresAt })
        .where(eq(crmSandboxSessions.tokenHash, tokenHash));
    },
    /** One more wrong verification code on a pending session: the count so far. */
    async countCodeAttempt(tokenHash: string, tx: TExecutor = db): Promise<number> {
      const [row] = await tx
        .update(crmSandboxSessions)
        .set({ codeAttempts: sql`${crmSandboxSessions.codeAttempts} + 1` })
        .where(eq(crmSandboxSessions.tokenHash, tokenHash))
        .returning({ codeAttempts: crmSandboxSessions.codeAttempts });
      return row?.codeAttempts ?? Number.MAX_SAFE_INTEGER;
    },
    async deleteSession(tokenHash: string, tx: TExecutor = db): Promise<void> {
      await tx.delete(crmSandboxSessions).where(eq(crmSandboxSessions.tokenHash, tokenHash));
    },
    async deleteExpiredSessions(now: Date, tx: TExecutor = db): Promise<void> {
      await tx.delete(crmSandboxSessions).where(lt(crmSandboxSessions.expiresAt, now));
    },

    async readSettings(tx: TExecutor = db) {
      const [row] = await tx
        .select()
        .from(crmSandboxSettings)
        .where(eq(crmSandboxSettings.id, SETTINGS_ID));
      return row ?? { saveDelayMs: 0, saveDelayCount: 0, apiUsage: 0 };
    },
    async writeFaults(values: { saveDelayMs: number; saveDelayCount: number }, tx: TExecutor = db) {
      const [row] = await tx
        .insert(crmSandboxSettings)
        .values({ id: SETTINGS_ID, ...values })
        .onConflictDoUpdate({
          target: crmSandboxSettings.id,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
    /** Takes one slow save, if any is left: the delay it must wait. */
    async takeSaveDelay(tx: TExecutor = db): Promise<number> {
      const [row] = await tx
        .update(crmSandboxSettings)
        .set({ saveDelayCount: sql`${crmSandboxSettings.saveDelayCount} - 1` })
        .where(
          and(eq(crmSandboxSettings.id, SETTINGS_ID), gt(crmSandboxSettings.saveDelayCount, 0)),
        )
        .returning({ delay: crmSandboxSettings.saveDelayMs });
      return row?.delay ?? 0;
    },
    /** Counts one API call; the new total. */
    async countApiCall(tx: TExecutor = db): Promise<number> {
      const [row] = await tx
        .insert(crmSandboxSettings)
        .values({ id: SETTINGS_ID, apiUsage: 1 })
        .onConflictDoUpdate({
          target: crmSandboxSettings.id,
          set: { apiUsage: sql`${crmSandboxSettings.apiUsage} + 1` },
        })
        .returning({ apiUsage: crmSandboxSettings.apiUsage });
      return row!.apiUsage;
    },
  };
}
