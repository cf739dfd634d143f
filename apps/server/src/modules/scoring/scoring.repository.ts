import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.ts';
import { candidates, needs, scores } from '../../db/schema/index.ts';

const recordColumns = {
  candidateId: scores.candidateId,
  candidateName: candidates.name,
  candidateEmail: candidates.email,
  needId: scores.needId,
  needTitle: needs.title,
  needClient: needs.client,
  score: scores.score,
  justification: scores.justification,
  scoreJobId: scores.scoreJobId,
  scoredAt: scores.scoredAt,
  updatedAt: scores.updatedAt,
};

export type TScoreRecordRow = {
  candidateId: string;
  candidateName: string;
  candidateEmail: string | null;
  needId: string;
  needTitle: string;
  needClient: string;
  score: number;
  justification: string;
  scoreJobId: string | null;
  scoredAt: Date;
  updatedAt: Date;
};

export function createScoringRepository(db: TDb) {
  async function list(where: SQL | undefined, page: number, size: number, tx: TExecutor = db) {
    const rows = await tx
      .select(recordColumns)
      .from(scores)
      .innerJoin(candidates, eq(candidates.id, scores.candidateId))
      .innerJoin(needs, eq(needs.id, scores.needId))
      .where(where)
      .orderBy(desc(scores.scoredAt))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await tx.select({ n: count() }).from(scores).where(where);
    return { rows: rows as TScoreRecordRow[], total: Number(total?.n ?? 0) };
  }

  return {
    list,
    listAll: (page: number, size: number) => list(undefined, page, size),
    listForNeed: (needId: string, page: number, size: number) =>
      list(eq(scores.needId, needId), page, size),
    listForCandidate: (candidateId: string, page: number, size: number) =>
      list(eq(scores.candidateId, candidateId), page, size),

    async find(
      needId: string,
      candidateId: string,
      tx: TExecutor = db,
    ): Promise<TScoreRecordRow | undefined> {
      const { rows } = await list(
        and(eq(scores.needId, needId), eq(scores.candidateId, candidateId)),
        1,
        1,
        tx,
      );
      return rows[0];
    },

    async findNeed(id: string, tx: TExecutor = db) {
      const [row] = await tx.select().from(needs).where(eq(needs.id, id));
      return row;
    },

    async findCandidate(id: string, tx: TExecutor = db) {
      const [row] = await tx.select().from(candidates).where(eq(candidates.id, id));
      return row;
    },

    /**
     * The pair's score. The candidate's copy of its latest score is the candidates module's write
     * (`candidates.commands.update`), in the same transaction.
     */
    async saveScore(
      input: {
        needId: string;
        candidateId: string;
        score: number;
        justification: string;
        scoreJobId: string;
      },
      tx: TExecutor,
    ): Promise<Date> {
      const now = new Date();
      await tx
        .insert(scores)
        .values({ ...input, scoredAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [scores.needId, scores.candidateId],
          set: {
            score: input.score,
            justification: input.justification,
            scoreJobId: input.scoreJobId,
            scoredAt: now,
            updatedAt: now,
          },
        });
      return now;
    },
  };
}

export function serializeScoreRecord(row: TScoreRecordRow) {
  return { ...row, scoredAt: row.scoredAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
