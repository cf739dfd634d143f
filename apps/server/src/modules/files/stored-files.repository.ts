import { and, desc, eq, ne } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

/** 'firm': the firm's own settings (its dossier template), owned by the nil uuid. */
export type TFileOwnerType = 'need' | 'candidate' | 'flow' | 'firm';
export type TFileKind = 'jd' | 'jd_analysis' | 'cv' | 'screenshot' | 'dossier' | 'dossier_template';
export type TStoredFile = typeof storedFiles.$inferSelect;
type TOwner = { ownerType: TFileOwnerType; ownerId: string; kind: TFileKind };

/**
 * The ledger of stored objects and their owners (files, analysis and mail read it). A file is
 * reached only through the record that owns it: `current(owner)`, never through a key a client
 * sent or a column a client can write.
 */
/** The rows of one owner's files of one kind. */
const ownedBy = (owner: TOwner) =>
  and(
    eq(storedFiles.ownerType, owner.ownerType),
    eq(storedFiles.ownerId, owner.ownerId),
    eq(storedFiles.kind, owner.kind),
  );

export function createStoredFilesRepository(db: TDb) {
  const ledger = {
    /** Records a key the server has just written for its owner (idempotent for a retried job). */
    async record(file: TOwner & { key: string; filename?: string | null }, tx: TExecutor = db) {
      await tx
        .insert(storedFiles)
        .values({ ...file, filename: file.filename ?? null })
        .onConflictDoNothing({ target: storedFiles.key });
    },

    /** The owner's newest file of a kind. */
    async current(owner: TOwner, tx: TExecutor = db): Promise<TStoredFile | undefined> {
      const [row] = await tx
        .select()
        .from(storedFiles)
        .where(ownedBy(owner))
        .orderBy(desc(storedFiles.createdAt))
        .limit(1);
      return row;
    },

    async find(key: string, tx: TExecutor = db): Promise<TStoredFile | undefined> {
      const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.key, key));
      return row;
    },

    /**
     * Forgets the owner's files of a kind (all but `exceptKey` when given) and returns their keys,
     * for the caller to delete from storage once the transaction has committed.
     */
    async release(owner: TOwner, exceptKey?: string, tx: TExecutor = db): Promise<string[]> {
      const rows = await tx
        .delete(storedFiles)
        .where(exceptKey ? and(ownedBy(owner), ne(storedFiles.key, exceptKey)) : ownedBy(owner))
        .returning({ key: storedFiles.key });
      return rows.map((r) => r.key);
    },

    /** Every file of an owner, whatever its kind, oldest first (GDPR export and erasure). */
    async listOwned(
      owner: { ownerType: TFileOwnerType; ownerId: string },
      tx: TExecutor = db,
    ): Promise<TStoredFile[]> {
      return tx
        .select()
        .from(storedFiles)
        .where(
          and(eq(storedFiles.ownerType, owner.ownerType), eq(storedFiles.ownerId, owner.ownerId)),
        )
        .orderBy(storedFiles.createdAt);
    },

    /** Forgets every file of an owner (any kind); the keys to delete from storage after commit. */
    async releaseAll(
      owner: { ownerType: TFileOwnerType; ownerId: string },
      tx: TExecutor = db,
    ): Promise<string[]> {
      const rows = await tx
        .delete(storedFiles)
        .where(
          and(eq(storedFiles.ownerType, owner.ownerType), eq(storedFiles.ownerId, owner.ownerId)),
        )
        .returning({ key: storedFiles.key });
      return rows.map((r) => r.key);
    },

    /** Hands a file to another record (a CV folded into an existing candidate). */
    async reassign(key: string, ownerId: string, tx: TExecutor = db) {
      await tx.update(storedFiles).set({ ownerId }).where(eq(storedFiles.key, key));
    },
  };
  return {
    ...ledger,
    /**
     * Makes `file` its owner's file of its kind: recorded, the owner's others of that kind
     * forgotten; their keys, for the caller to delete from storage once the transaction commits.
     */
    async replace(
      file: TOwner & { key: string; filename?: string | null },
      tx: TExecutor = db,
    ): Promise<string[]> {
      await ledger.record(file, tx);
      return ledger.release(file, file.key, tx);
    },
  };
}
