import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDossierContent, TDossierLanguage } from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import { candidates, dossiers, needs } from '../../db/schema/index.ts';

export type TDossierKey = {
  candidateId: string;
  needId: string | null;
  language: TDossierLanguage;
};
export type TDossierRow = typeof dossiers.$inferSelect;

const byKey = (k: TDossierKey) =>
  and(
    eq(dossiers.candidateId, k.candidateId),
    k.needId ? eq(dossiers.needId, k.needId) : isNull(dossiers.needId),
    eq(dossiers.language, k.language),
  );

export function createDossiersRepository(db: TDb) {
  return {
    async findCandidate(id: string, tx: TExecutor = db) {
      const [row] = await tx.select().from(candidates).where(eq(candidates.id, id));
      return row;
    },
    async findNeed(id: string, tx: TExecutor = db) {
      const [row] = await tx.select().from(needs).where(eq(needs.id, id));
      return row;
    },
    async findDraft(key: TDossierKey, tx: TExecutor = db): Promise<TDossierRow | undefined> {
      const [row] = await tx.select().from(dossiers).where(byKey(key));
      return row;
    },
    /** The first save of a draft; undefined when another person saved one meanwhile. */
    async insertDraft(
      key: TDossierKey,
      content: TDossierContent,
      actorId: string,
      tx: TExecutor = db,
    ): Promise<TDossierRow | undefined> {
      const [row] = await tx
        .insert(dossiers)
        .values({ ...key, content, updatedBy: actorId })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    /** Saves over `version`; undefined when the stored draft moved on (a stale edit). */
    async updateDraft(
      key: TDossierKey,
      version: number,
      content: TDossierContent,
      actorId: string,
      tx: TExecutor = db,
    ): Promise<TDossierRow | undefined> {
      const [row] = await tx
        .update(dossiers)
        .set({
          content,
          updatedBy: actorId,
          version: sql`${dossiers.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(byKey(key), eq(dossiers.version, version)))
        .returning();
      return row;
    },
    async deleteDraft(key: TDossierKey, tx: TExecutor = db): Promise<TDossierRow | undefined> {
      const [row] = await tx.delete(dossiers).where(byKey(key)).returning();
      return row;
    },
  };
}
