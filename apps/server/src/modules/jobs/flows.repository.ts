import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.ts';
import { updateById } from '../../db/row-writes.ts';
import { flowStageAttempts, flows } from '../../db/schema/index.ts';
import { appendAction, type TFlowAction } from './flow-metadata.sql.ts';

export type TFlowRow = typeof flows.$inferSelect;
export type TFlowInsert = typeof flows.$inferInsert;
export type TFlowPatch = Partial<Omit<TFlowInsert, 'id' | 'createdAt'>>;
/** A patch whose metadata is an SQL expression of the row's own (one key set or removed). */
export type TFlowSqlPatch = Omit<TFlowPatch, 'metadata'> & { metadata?: SQL };
export type TStageAttemptRow = typeof flowStageAttempts.$inferSelect;

export const FLOW_STATUS = {
  pending: 'pending',
  processing: 'processing',
  completed: 'completed',
  error: 'error',
  cancelled: 'cancelled',
} as const;
const UNFINISHED = [FLOW_STATUS.pending, FLOW_STATUS.processing];

export const FLOW_CATEGORY = {
  analysis: 'analysis_processing',
  mail: 'mail_processing',
  crm: 'crm_rpa',
} as const;

/** The claim is held by someone else, alive: its token set and its lease not over. */
const isFree = (token: string) =>
  or(isNull(flows.claimToken), eq(flows.claimToken, token), lt(flows.leaseExpiresAt, sql`now()`));

/** An attempt ended now: its end time, and how long it ran (the database's clock for both). */
const ENDED_NOW = {
  endedAt: sql`now()`,
  durationMs: sql`greatest(0, round(extract(epoch FROM (now() - ${flowStageAttempts.startedAt})) * 1000))::int`,
};

/** No run holds the flow (its claim let go). */
const UNCLAIMED = { claimToken: null, leaseExpiresAt: null };

/** The run of `token` holds the flow of `flowId`. */
const isHeldBy = (flowId: string, token: string) =>
  and(eq(flows.id, flowId), eq(flows.claimToken, token));

/**
 * The one conditional UPDATE the flow's run and cancel paths make, stamped by the database's
 * clock; the row as it now is, or undefined when `where` matched none (someone else changed it).
 */
async function updateFlowWhere(
  tx: TExecutor,
  values: PgUpdateSetSource<typeof flows>,
  where: SQL | undefined,
): Promise<TFlowRow | undefined> {
  const [row] = await tx
    .update(flows)
    .set({ ...values, updatedAt: sql`now()` })
    .where(where)
    .returning();
  return row;
}

/** Ends the attempts of `where` still running as failed, with `message` as their error. */
async function failRunningAttempts(tx: TExecutor, message: string, where: SQL | undefined) {
  await tx
    .update(flowStageAttempts)
    .set({ status: 'error', ...ENDED_NOW, error: message })
    .where(and(where, eq(flowStageAttempts.status, 'running')));
}

export function createFlowsRepository(db: TExecutor) {
  return {
    async insert(values: TFlowInsert, tx: TExecutor = db): Promise<TFlowRow> {
      const [row] = await tx
        .insert(flows)
        .values({ ...values, queuedAt: sql`now()` })
        .returning();
      return row!;
    },
    async findById(id: string, tx: TExecutor = db): Promise<TFlowRow | undefined> {
      const [row] = await tx.select().from(flows).where(eq(flows.id, id));
      return row;
    },
    /** Locks the flow row for the rest of the transaction (one stage commit at a time). */
    async findForUpdate(id: string, tx: TExecutor): Promise<TFlowRow | undefined> {
      const [row] = await tx.select().from(flows).where(eq(flows.id, id)).for('update');
      return row;
    },
    /** Flows not finished yet (waiting for or running their job). */
    async listUnfinished(tx: TExecutor = db): Promise<TFlowRow[]> {
      return tx.select().from(flows).where(inArray(flows.status, UNFINISHED));
    },
    async update(
      id: string,
      patch: TFlowPatch | TFlowSqlPatch,
      tx: TExecutor = db,
    ): Promise<TFlowRow | undefined> {
      return updateById(tx, flows, id, patch);
    },

    /**
     * Claims a stage attempt: ONE conditional UPDATE that succeeds only while the flow is
     * unfinished, not being cancelled, its lease counter still what the caller saw, and no other
     * live run holds it. Of two copies of a run only one gets the row back.
     */
    async claimStage(
      args: {
        flowId: string;
        seenLease: number;
        token: string;
        jobId: string;
        stage: string;
        progress: number;
        leaseSeconds: number;
      },
      tx: TExecutor = db,
    ): Promise<TFlowRow | undefined> {
      return updateFlowWhere(
        tx,
        {
          lease: sql`${flows.lease} + 1`,
          claimToken: args.token,
          claimJobId: args.jobId,
          leaseExpiresAt: sql`now() + make_interval(secs => ${args.leaseSeconds})`,
          status: FLOW_STATUS.processing,
          stage: args.stage,
          progress: args.progress,
          startedAt: sql`coalesce(${flows.startedAt}, now())`,
        },
        and(
          eq(flows.id, args.flowId),
          eq(flows.lease, args.seenLease),
          inArray(flows.status, UNFINISHED),
          isNull(flows.cancelRequestedAt),
          isFree(args.token),
        ),
      );
    },

    /** Saves a stage's output while the run still holds the claim; undefined once it lost it. */
    async saveStageOutput(
      flowId: string,
      token: string,
      stage: string,
      output: unknown,
      tx: TExecutor = db,
    ): Promise<TFlowRow | undefined> {
      return updateFlowWhere(
        tx,
        {
          result: sql`jsonb_set(coalesce(${flows.result}, '{}'::jsonb), '{stages}',
            coalesce(${flows.result}->'stages', '{}'::jsonb)
              || jsonb_build_object(${stage}::text, ${JSON.stringify(output ?? null)}::jsonb))`,
        },
        isHeldBy(flowId, token),
      );
    },

    /** Changes a flow the run holds, and lets go of the claim (end of run, failed attempt). */
    async release(
      flowId: string,
      token: string,
      patch: TFlowPatch | TFlowSqlPatch,
      tx: TExecutor = db,
    ): Promise<TFlowRow | undefined> {
      return updateFlowWhere(tx, { ...patch, ...UNCLAIMED }, isHeldBy(flowId, token));
    },

    /**
     * Ends an unfinished flow as cancelled, unless a live run holds it (`token` being that run
     * itself). Returns the row only to the one caller that made the change.
     */
    async endCancelled(
      flowId: string,
      token: string | null,
      tx: TExecutor = db,
    ): Promise<TFlowRow | undefined> {
      return updateFlowWhere(
        tx,
        {
          status: FLOW_STATUS.cancelled,
          completedAt: sql`now()`,
          ...UNCLAIMED,
          message: sql`coalesce(${flows.message}, 'Cancelled')`,
        },
        and(
          eq(flows.id, flowId),
          inArray(flows.status, UNFINISHED),
          token
            ? isFree(token)
            : or(isNull(flows.claimToken), lt(flows.leaseExpiresAt, sql`now()`)),
        ),
      );
    },

    /**
     * A cancel: the flag for the run to see at its next stage boundary, and the end at once when
     * no live run holds the flow. Undefined when the flow is missing or already finished.
     */
    async requestCancel(
      flowId: string,
      action: TFlowAction,
      tx: TExecutor = db,
    ): Promise<TFlowRow | undefined> {
      const idle = sql`(${flows.claimToken} IS NULL OR ${flows.leaseExpiresAt} < now())`;
      return updateFlowWhere(
        tx,
        {
          cancelRequestedAt: sql`coalesce(${flows.cancelRequestedAt}, now())`,
          status: sql`CASE WHEN ${idle} THEN 'cancelled' ELSE ${flows.status} END`,
          completedAt: sql`CASE WHEN ${idle} THEN now() ELSE ${flows.completedAt} END`,
          message: sql`CASE WHEN ${idle} THEN 'Cancelled' ELSE 'Cancel requested: stops at its next stage' END`,
          metadata: appendAction(action),
        },
        and(eq(flows.id, flowId), inArray(flows.status, UNFINISHED)),
      );
    },

    /** A stage retry: back to pending, the outputs from that stage on dropped, only from error. */
    async restart(
      flowId: string,
      args: { stages: Record<string, unknown>; stage: string; action: TFlowAction },
      tx: TExecutor = db,
    ): Promise<TFlowRow | undefined> {
      return updateFlowWhere(
        tx,
        {
          status: FLOW_STATUS.pending,
          error: null,
          completedAt: null,
          cancelRequestedAt: null,
          ...UNCLAIMED,
          queuedAt: sql`now()`,
          message: `Restarted from ${args.stage}`,
          result: sql`jsonb_set(coalesce(${flows.result}, '{}'::jsonb), '{stages}', ${JSON.stringify(args.stages)}::jsonb)`,
          metadata: appendAction(args.action),
        },
        and(eq(flows.id, flowId), eq(flows.status, FLOW_STATUS.error)),
      );
    },

    async recordAction(flowId: string, action: TFlowAction, tx: TExecutor = db) {
      await tx
        .update(flows)
        .set({ metadata: appendAction(action) })
        .where(eq(flows.id, flowId));
    },

    async markQueued(flowId: string, tx: TExecutor = db) {
      await tx
        .update(flows)
        .set({ queuedAt: sql`now()` })
        .where(eq(flows.id, flowId));
    },

    /**
     * A stage attempt's row, numbered after the earlier attempts of that stage. Its queue wait
     * runs from the flow's queued_at (first stage of a run only).
     */
    async insertAttempt(
      args: {
        flowId: string;
        stage: string;
        role: string;
        token: string;
        worker: string;
        queuedAt: Date | null;
        inputSummary: string | null;
      },
      tx: TExecutor = db,
    ): Promise<TStageAttemptRow> {
      const queuedAt = args.queuedAt ? args.queuedAt.toISOString() : null;
      const [row] = await tx
        .insert(flowStageAttempts)
        .values({
          flowId: args.flowId,
          stage: args.stage,
          role: args.role,
          attempt: sql`(SELECT coalesce(max(a.attempt), 0) + 1 FROM flow_stage_attempts a
            WHERE a.flow_id = ${args.flowId} AND a.stage = ${args.stage})`,
          status: 'running',
          queuedAt: args.queuedAt,
          startedAt: sql`now()`,
          queueWaitMs: queuedAt
            ? sql`greatest(0, round(extract(epoch FROM (now() - ${queuedAt}::timestamptz)) * 1000))::int`
            : null,
          inputSummary: args.inputSummary,
          claimToken: args.token,
          worker: args.worker,
        })
        .returning();
      return row!;
    },

    async endAttempt(
      id: number,
      status: 'completed' | 'error' | 'cancelled',
      args: { outputSummary?: string | null; error?: string | null },
      tx: TExecutor = db,
    ) {
      await tx
        .update(flowStageAttempts)
        .set({
          status,
          ...ENDED_NOW,
          outputSummary: args.outputSummary ?? null,
          error: args.error ?? null,
        })
        .where(and(eq(flowStageAttempts.id, id), eq(flowStageAttempts.status, 'running')));
    },

    /** Attempts still "running" under another claim: their run lost the flow (lease over). */
    async endStaleAttempts(flowId: string, token: string, message: string, tx: TExecutor = db) {
      await failRunningAttempts(
        tx,
        message,
        and(eq(flowStageAttempts.flowId, flowId), sql`${flowStageAttempts.claimToken} <> ${token}`),
      );
    },

    /**
     * The claims of a pg-boss job whose process died: let go at once (not at the lease's end),
     * their running attempts closed as interrupted.
     */
    async releaseJobClaims(jobId: string, message: string, tx: TExecutor = db): Promise<number> {
      const held = await tx
        .select({ id: flows.id, token: flows.claimToken })
        .from(flows)
        .where(and(eq(flows.claimJobId, jobId), sql`${flows.claimToken} IS NOT NULL`));
      for (const { id, token } of held) {
        await failRunningAttempts(
          tx,
          message,
          and(eq(flowStageAttempts.flowId, id), eq(flowStageAttempts.claimToken, token!)),
        );
        await tx
          .update(flows)
          .set({ ...UNCLAIMED, queuedAt: sql`now()` })
          .where(isHeldBy(id, token!));
      }
      return held.length;
    },

    async listAttempts(flowId: string, tx: TExecutor = db): Promise<TStageAttemptRow[]> {
      return tx
        .select()
        .from(flowStageAttempts)
        .where(eq(flowStageAttempts.flowId, flowId))
        .orderBy(asc(flowStageAttempts.id));
    },

    /** Deletes flows (their attempts go with them) finished more than `days` days ago. */
    async deleteFinishedBefore(days: number, tx: TExecutor = db): Promise<number> {
      const rows = await tx
        .delete(flows)
        .where(
          and(
            inArray(flows.status, [
              FLOW_STATUS.completed,
              FLOW_STATUS.error,
              FLOW_STATUS.cancelled,
            ]),
            lt(flows.completedAt, sql`now() - make_interval(days => ${days})`),
          ),
        )
        .returning({ id: flows.id });
      return rows.length;
    },
  };
}

export type TFlowsRepository = ReturnType<typeof createFlowsRepository>;
