import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { followUpDueSql } from '../../db/rule-sql.ts';
import { candidates, needCandidates, needs, steps } from '../../db/schema/index.ts';

export type TFollowUpRow = {
  needId: string;
  needTitle: string;
  client: string;
  needColumn: string;
  candidateId: string;
  candidateName: string;
  stepId: string;
  sentAt: Date;
  detail: Record<string, unknown> | null;
};

export function createFollowUpsRepository(db: TExecutor) {
  /** The step created last of every pair (DISTINCT ON over the steps_pair_idx order). */
  const latestSteps = (tx: TExecutor) =>
    tx
      .selectDistinctOn([steps.needId, steps.candidateId], {
        id: steps.id,
        needId: steps.needId,
        candidateId: steps.candidateId,
        type: steps.type,
        date: steps.date,
        detail: steps.detail,
      })
      .from(steps)
      .orderBy(steps.needId, steps.candidateId, desc(steps.seq))
      .as('latest');

  return {
    /**
     * The linked pairs of open needs whose latest step is the sent step dated `cutoff` or
     * earlier, longest waiting first; one query for the page, one for the count.
     */
    async listDue(
      cutoff: Date,
      page: { limit: number; offset: number },
      tx: TExecutor = db,
    ): Promise<{ rows: TFollowUpRow[]; total: number }> {
      const latest = latestSteps(tx);
      const where = followUpDueSql(latest, needs.column, cutoff);
      // The pair's latest step counts only while the candidate is still on the need.
      const isStillLinked = and(
        eq(needCandidates.needId, latest.needId),
        eq(needCandidates.candidateId, latest.candidateId),
      );
      const from = () =>
        tx
          .select({
            needId: needs.id,
            needTitle: needs.title,
            client: needs.client,
            needColumn: needs.column,
            candidateId: candidates.id,
            candidateName: candidates.name,
            stepId: latest.id,
            sentAt: latest.date,
            detail: latest.detail,
          })
          .from(latest)
          .innerJoin(needCandidates, isStillLinked)
          .innerJoin(needs, eq(needs.id, latest.needId))
          .innerJoin(candidates, eq(candidates.id, latest.candidateId))
          .where(where);
      const [rows, [count]] = await Promise.all([
        from()
          .orderBy(asc(latest.date), asc(needs.title), asc(candidates.name), asc(latest.id))
          .limit(page.limit)
          .offset(page.offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(latest)
          .innerJoin(needCandidates, isStillLinked)
          .innerJoin(needs, eq(needs.id, latest.needId))
          .where(where),
      ]);
      return { rows: rows as TFollowUpRow[], total: Number(count?.n ?? 0) };
    },

    /** The latest step of one pair, with the need and candidate the draft needs (or undefined). */
    async findPair(needId: string, candidateId: string, tx: TExecutor = db) {
      const [row] = await tx
        .select({
          linked: needCandidates.needId,
          stepType: steps.type,
          stepDate: steps.date,
          detail: steps.detail,
        })
        .from(needCandidates)
        .leftJoin(
          steps,
          and(eq(steps.needId, needCandidates.needId), eq(steps.candidateId, candidateId)),
        )
        .where(and(eq(needCandidates.needId, needId), eq(needCandidates.candidateId, candidateId)))
        .orderBy(desc(steps.seq))
        .limit(1);
      return row;
    },
  };
}
