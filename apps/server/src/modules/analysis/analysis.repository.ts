import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.ts';
import { candidates, needCandidates, needs, steps } from '../../db/schema/index.ts';

export type TNeedRow = typeof needs.$inferSelect;
export type TCandidateRow = typeof candidates.$inferSelect;
type TNeedPatch = Partial<Omit<typeof needs.$inferInsert, 'id' | 'createdAt' | 'version'>>;
type TCandidatePatch = Partial<
  Omit<typeof candidates.$inferInsert, 'id' | 'createdAt' | 'version'>
>;

export const IDENTIFIED_STEP_COMMENT = 'Candidate identified from CV analysis';

/** What analysis jobs write into needs and candidates: the analysis columns and the records they create. */
export function createAnalysisRepository(db: TDb) {
  return {
    async findNeed(id: string, tx: TExecutor = db): Promise<TNeedRow | undefined> {
      const [row] = await tx.select().from(needs).where(eq(needs.id, id));
      return row;
    },

    async insertNeed(values: typeof needs.$inferInsert, tx: TExecutor = db): Promise<TNeedRow> {
      const [row] = await tx.insert(needs).values(values).returning();
      return row!;
    },

    async updateNeed(
      id: string,
      patch: TNeedPatch,
      tx: TExecutor = db,
    ): Promise<TNeedRow | undefined> {
      const [row] = await tx
        .update(needs)
        .set({ ...patch, version: sql`${needs.version} + 1`, updatedAt: new Date() })
        .where(eq(needs.id, id))
        .returning();
      return row;
    },

    async findCandidate(id: string, tx: TExecutor = db): Promise<TCandidateRow | undefined> {
      const [row] = await tx.select().from(candidates).where(eq(candidates.id, id));
      return row;
    },

    async findOtherCandidateByEmail(
      email: string,
      exceptId: string,
      tx: TExecutor = db,
    ): Promise<TCandidateRow | undefined> {
      const [row] = await tx
        .select()
        .from(candidates)
        .where(and(sql`lower(${candidates.email}) = lower(${email})`, ne(candidates.id, exceptId)));
      return row;
    },

    async insertCandidate(
      values: typeof candidates.$inferInsert,
      tx: TExecutor = db,
    ): Promise<TCandidateRow> {
      const [row] = await tx.insert(candidates).values(values).returning();
      return row!;
    },

    async updateCandidate(
      id: string,
      patch: TCandidatePatch,
      tx: TExecutor = db,
    ): Promise<TCandidateRow | undefined> {
      const [row] = await tx
        .update(candidates)
        .set({ ...patch, version: sql`${candidates.version} + 1`, updatedAt: new Date() })
        .where(eq(candidates.id, id))
        .returning();
      return row;
    },

    async deleteCandidate(id: string, tx: TExecutor = db): Promise<void> {
      await tx.delete(candidates).where(eq(candidates.id, id));
    },

    /** Links the pair and records its first step, CANDIDATE_IDENTIFIED; nothing if already linked. */
    async linkIdentified(needId: string, candidateId: string, comment: string, tx: TExecutor = db) {
      const linked = await tx
        .insert(needCandidates)
        .values({ needId, candidateId })
        .onConflictDoNothing()
        .returning();
      if (linked.length === 0) return null;
      const [step] = await tx
        .insert(steps)
        .values({
          needId,
          candidateId,
          type: 'CANDIDATE_IDENTIFIED',
          status: 'COMPLETED',
          comment,
          source: 'cv_analysis',
        })
        .onConflictDoNothing()
        .returning();
      return step ?? null;
    },

    async linkedNeedIds(candidateId: string, tx: TExecutor = db): Promise<string[]> {
      const rows = await tx
        .select({ needId: needCandidates.needId })
        .from(needCandidates)
        .where(eq(needCandidates.candidateId, candidateId));
      return rows.map((r) => r.needId);
    },

    /**
     * Moves the need links and steps of `fromId` onto `toId` (where `toId` is not linked to that
     * need yet); the caller deletes `fromId` afterwards.
     */
    async moveLinks(fromId: string, toId: string, tx: TExecutor = db): Promise<string[]> {
      const target = new Set(await this.linkedNeedIds(toId, tx));
      const moved: string[] = [];
      for (const needId of await this.linkedNeedIds(fromId, tx)) {
        if (target.has(needId)) continue;
        await tx.insert(needCandidates).values({ needId, candidateId: toId }).onConflictDoNothing();
        await tx
          .update(steps)
          .set({ candidateId: toId })
          .where(and(eq(steps.needId, needId), eq(steps.candidateId, fromId)));
        moved.push(needId);
      }
      return moved;
    },
  };
}

export type TAnalysisRepository = ReturnType<typeof createAnalysisRepository>;
