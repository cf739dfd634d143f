import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { deleteById, updateById } from '../../db/row-writes.ts';
import { candidates, needCandidates, needs, steps } from '../../db/schema/index.ts';

export type TStepRow = typeof steps.$inferSelect;
export type TStepInsert = typeof steps.$inferInsert;

/**
 * Newest first: the step created last (docs/decisions/0009-latest-step.md), whatever date was typed. The
 * creation sequence also orders steps written in the same transaction or millisecond; every query
 * that picks a latest step uses this order (see `LATEST_STEP_WINDOW_ORDER`).
 */
const LATEST_ORDER = [desc(steps.seq)] as const;
/** The same order inside a window (`row_number() over (... order by ...)`). */
export const LATEST_STEP_WINDOW_ORDER = sql`order by ${steps.seq} desc`;
/** Creation order, oldest first: how step lists are returned. */
const CREATION_ORDER = [asc(steps.seq)] as const;

/** The need a step or a candidate link is written for: its column and progress. */
export async function findNeedProgress(tx: TExecutor, needId: string) {
  const [row] = await tx
    .select({ id: needs.id, column: needs.column, progressPct: needs.progressPct })
    .from(needs)
    .where(eq(needs.id, needId));
  return row;
}

export function createStepsRepository(db: TExecutor) {
  return {
    async findById(id: string, tx: TExecutor = db): Promise<TStepRow | undefined> {
      const [row] = await tx.select().from(steps).where(eq(steps.id, id));
      return row;
    },

    findNeed: (needId: string, tx: TExecutor = db) => findNeedProgress(tx, needId),

    async candidateExists(candidateId: string, tx: TExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.id, candidateId));
      return !!row;
    },

    /**
     * Whether the pair is linked. With `lock`, the link row is locked until the transaction ends,
     * so two step creations for one pair run one after the other.
     */
    async isLinked(
      needId: string,
      candidateId: string,
      tx: TExecutor = db,
      lock = false,
    ): Promise<boolean> {
      const query = tx
        .select({ needId: needCandidates.needId })
        .from(needCandidates)
        .where(and(eq(needCandidates.needId, needId), eq(needCandidates.candidateId, candidateId)));
      const rows = lock ? await query.for('update') : await query;
      return rows.length > 0;
    },

    /** Steps of one pair, in creation order (oldest first). */
    async listForPair(
      needId: string,
      candidateId: string,
      tx: TExecutor = db,
    ): Promise<TStepRow[]> {
      return tx
        .select()
        .from(steps)
        .where(and(eq(steps.needId, needId), eq(steps.candidateId, candidateId)))
        .orderBy(...CREATION_ORDER);
    },

    async list(
      filter: { needId?: string; candidateId?: string; limit?: number },
      tx: TExecutor = db,
    ): Promise<TStepRow[]> {
      const where: SQL[] = [];
      if (filter.needId) where.push(eq(steps.needId, filter.needId));
      if (filter.candidateId) where.push(eq(steps.candidateId, filter.candidateId));
      return tx
        .select()
        .from(steps)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(steps.needId), asc(steps.candidateId), ...CREATION_ORDER)
        .limit(filter.limit ?? 10_000);
    },

    async latestForPair(
      needId: string,
      candidateId: string,
      tx: TExecutor = db,
    ): Promise<TStepRow | undefined> {
      const [row] = await tx
        .select()
        .from(steps)
        .where(and(eq(steps.needId, needId), eq(steps.candidateId, candidateId)))
        .orderBy(...LATEST_ORDER)
        .limit(1);
      return row;
    },

    /**
     * In one query: every candidate linked to the need with the types of all its steps for that
     * need and its latest step (a window over the need's steps).
     */
    async latestStepsForNeed(
      needId: string,
      tx: TExecutor = db,
    ): Promise<{ candidateId: string; types: string[]; latest: TStepRow | null }[]> {
      const ranked = tx
        .select({
          ...stepColumns(),
          rn: sql<number>`row_number() over (partition by ${steps.candidateId} ${LATEST_STEP_WINDOW_ORDER})`.as(
            'rn',
          ),
          types: sql<
            string[]
          >`array_agg(${steps.type}) over (partition by ${steps.candidateId})`.as('types'),
        })
        .from(steps)
        .where(eq(steps.needId, needId))
        .as('ranked');
      const rows = await tx
        .select({ candidateId: needCandidates.candidateId, step: pickRankedStep(ranked) })
        .from(needCandidates)
        .leftJoin(ranked, and(eq(ranked.candidateId, needCandidates.candidateId), eq(ranked.rn, 1)))
        .where(eq(needCandidates.needId, needId));
      return rows.map(({ candidateId, step }) => {
        if (!step?.id) return { candidateId, types: [], latest: null };
        const { rn: _rn, types, ...latest } = step;
        return { candidateId, types: types ?? [], latest: latest as TStepRow };
      });
    },

    async insert(values: TStepInsert, tx: TExecutor = db): Promise<TStepRow> {
      const [row] = await tx.insert(steps).values(values).returning();
      return row!;
    },

    /** Inserts what does not collide with an existing type of the pair; returns what was inserted. */
    async insertIgnoringDuplicates(values: TStepInsert[], tx: TExecutor = db): Promise<TStepRow[]> {
      if (values.length === 0) return [];
      return tx.insert(steps).values(values).onConflictDoNothing().returning();
    },

    async update(
      id: string,
      values: Partial<TStepInsert>,
      tx: TExecutor = db,
    ): Promise<TStepRow | undefined> {
      return updateById(tx, steps, id, values);
    },

    async delete(id: string, tx: TExecutor = db): Promise<boolean> {
      return deleteById(tx, steps, id);
    },
  };
}

/** The step fields of a ranked subquery, as a nested selection (null when no step joined). */
export function pickRankedStep<
  T extends Record<keyof ReturnType<typeof stepColumns> | 'rn' | 'types', unknown>,
>(ranked: T) {
  const out = {} as { [K in keyof ReturnType<typeof stepColumns> | 'rn' | 'types']: T[K] };
  for (const key of [
    ...(Object.keys(stepColumns()) as (keyof ReturnType<typeof stepColumns>)[]),
    'rn',
    'types',
  ] as const)
    (out as Record<string, unknown>)[key] = ranked[key];
  return out;
}

export function stepColumns() {
  return {
    id: steps.id,
    needId: steps.needId,
    candidateId: steps.candidateId,
    type: steps.type,
    status: steps.status,
    date: steps.date,
    comment: steps.comment,
    propositionUrl: steps.propositionUrl,
    missionUrl: steps.missionUrl,
    workflowRequestId: steps.workflowRequestId,
    salesforceId: steps.salesforceId,
    source: steps.source,
    priority: steps.priority,
    meta: steps.meta,
    detail: steps.detail,
    createdAt: steps.createdAt,
    updatedAt: steps.updatedAt,
    seq: steps.seq,
  };
}
