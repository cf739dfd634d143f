import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { getFlowActionRefusal, type TFlowStageRole, type TRole } from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import type { TDatabase, TDb, TExecutor } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { TMetrics } from '../../lib/metrics.ts';
import { currentRequestId } from '../../lib/request-id.ts';
import { serializeFlow } from '../flows/flows.serializer.ts';
import { liveEvent, type TEventBus } from '../realtime/event-bus.ts';
import { queueNameOf, type TJobDefinition } from './job-definition.ts';
import { safePublish } from './job-events.ts';
import { createJobQueue } from './job-queue.ts';
import { createJobRun, LEASE_GRACE_SECONDS } from './job-run.ts';
import {
  createFlowsRepository,
  FLOW_STATUS,
  type TFlowAction,
  type TFlowRow,
} from './flows.repository.ts';
import { savedStagesOf } from './stage-commit.ts';

export type TFlowStart = {
  type: string;
  category?: string;
  payload: Record<string, unknown>;
  needId?: string | null;
  candidateId?: string | null;
  needName?: string | null;
  candidateName?: string | null;
  candidateEmail?: string | null;
  clientEmail?: string | null;
  createdBy?: string | null;
  message?: string | null;
  metadata?: Record<string, unknown>;
  /** `flow_` (default) or `rpa_` (CRM automation runs). */
  idPrefix?: 'flow_' | 'rpa_';
};

/** Who asked for an admin action on a flow, and why (kept in metadata.actions and the audit). */
export type TFlowActor = { actorId: string | null; reason?: string | null };

export const FLOW_EVENT = 'flow_updated';
/** Flow events reach Admin sockets only. */
export const FLOW_AUDIENCE: TRole[] = ['Admin'];

/** A flow without a job for this long is stranded even if its first job id was used before. */
const STRANDED_AFTER_MS = 30_000;
/** How often the retention sweep deletes old flows (it runs inside the queue's sweep). */
const RETENTION_EVERY_MS = 60 * 60_000;
const INTERRUPTED = 'The server stopped while this stage was running';

export function newFlowId(prefix: 'flow_' | 'rpa_' = 'flow_'): string {
  return `${prefix}${crypto.randomUUID()}`;
}

/** The first attempt's job id is the flow's uuid, so queueing it twice queues it once. */
const firstJobId = (flowId: string) => flowId.replace(/^(flow|rpa)_/, '');

export { CRM_ERROR_KEY } from './job-run.ts';

/**
 * The jobs platform: one per app. Modules register typed job definitions; every run has a flow
 * row and a row per stage attempt (see `createJobRun` for how a run goes).
 */
export function createJobs(deps: {
  db: TDb;
  database: TDatabase;
  bus: TEventBus;
  logger: FastifyBaseLogger;
  config: Pick<TConfig, 'JOBS_WORKERS' | 'FLOW_RETENTION_DAYS'>;
  /** Stage and run durations by type and outcome (Prometheus). */
  metrics?: Pick<TMetrics, 'observeStage' | 'observeJob'>;
}) {
  const { db, database, bus, logger, config, metrics } = deps;
  /** Set by `stop`: a run hands its flow over at the next stage boundary instead of going on. */
  let isStopping = false;
  const queue = createJobQueue({ database, logger, runWorkers: config.JOBS_WORKERS });
  const flows = createFlowsRepository(db);
  const definitions = new Map<string, TJobDefinition>();
  const worker = `${os.hostname()}:${process.pid}`;
  let lastRetention = 0;

  async function publishFlow(flow: TFlowRow | undefined) {
    if (!flow) return;
    await safePublish(bus, {
      ...liveEvent(FLOW_EVENT, flow.id, serializeFlow(flow)),
      audience: FLOW_AUDIENCE,
    });
  }

  /** A definition's hook: a failing hook is logged, it never changes the flow's outcome. */
  async function hook(name: string, flowId: string, call: () => Promise<void> | undefined) {
    try {
      await call();
    } catch (err) {
      logger.error({ err, flowId, hook: name }, 'job hook failed');
    }
  }

  async function endCancelled(
    def: TJobDefinition | undefined,
    flowId: string,
    token: string | null,
  ) {
    const ended = await flows.endCancelled(flowId, token);
    if (!ended) return;
    await publishFlow(ended);
    if (def?.onCancel) await hook('onCancel', flowId, () => def.onCancel!(ended));
  }

  const run = createJobRun({
    db,
    flows,
    queue,
    logger,
    metrics,
    worker,
    isStopping: () => isStopping,
    publishFlow,
    hook,
    endCancelled,
  });

  /**
   * Queues again the unfinished flows that have no job: the process died between committing the
   * flow and queueing its job, or a retry's job was lost. Run by every worker process at start
   * and then regularly.
   */
  async function resumeStranded() {
    const unfinished = (await flows.listUnfinished()).filter((f) => definitions.has(f.type));
    if (unfinished.length === 0) return;
    const live = await queue.liveFlowIds();
    for (const flow of unfinished) {
      if (live.has(flow.id)) continue;
      const def = definitions.get(flow.type)!;
      if (flow.status === FLOW_STATUS.pending && !flow.cancelRequestedAt && def.isHeld)
        if (await def.isHeld(flow)) continue;
      if (flow.cancelRequestedAt) {
        await endCancelled(definitions.get(flow.type), flow.id, null);
        continue;
      }
      const name = queueNameOf(definitions.get(flow.type)!);
      let queued = await queue.enqueue(name, firstJobId(flow.id), { flowId: flow.id });
      // Its first job id is taken (a later restart of a stage lost its job): once no other
      // process can be about to queue it, queue it under a new id.
      if (!queued && Date.now() - flow.updatedAt.getTime() > STRANDED_AFTER_MS)
        queued = await queue.enqueue(name, crypto.randomUUID(), { flowId: flow.id });
      if (queued) {
        await flows.markQueued(flow.id);
        logger.warn({ flowId: flow.id }, 'stranded job queued again');
      }
    }
  }

  /** Deletes the flows (and their stage attempts) finished more than FLOW_RETENTION_DAYS ago. */
  async function sweepRetention(): Promise<number> {
    lastRetention = Date.now();
    const deleted = await flows.deleteFinishedBefore(config.FLOW_RETENTION_DAYS);
    if (deleted > 0) logger.info({ deleted }, 'old flows deleted');
    return deleted;
  }

  queue.addSweep(resumeStranded);
  queue.addSweep(async () => {
    if (Date.now() - lastRetention >= RETENTION_EVERY_MS) await sweepRetention();
  });
  queue.onOrphan(async (jobId) => {
    await db.transaction((tx) => flows.releaseJobClaims(jobId, INTERRUPTED, tx));
  });

  async function audit(
    tx: TExecutor,
    flowId: string,
    action: string,
    by: TFlowActor,
    changes: Record<string, unknown> = {},
  ) {
    await writeAudit(tx, {
      entityType: 'flow',
      entityId: flowId,
      action,
      actorId: by.actorId,
      changes: { reason: by.reason ?? null, ...changes },
    });
  }
  const actionEntry = (action: string, by: TFlowActor): TFlowAction => ({
    action,
    reason: by.reason ?? null,
    by: by.actorId,
    at: new Date().toISOString(),
  });

  return {
    /** pg-boss and the sweeps (tests reach pg-boss through it). */
    queue,
    flows,
    resumeStranded,
    sweepRetention,
    publishFlow,

    register(def: TJobDefinition) {
      if (definitions.has(def.type)) throw new Error(`job ${def.type} registered twice`);
      definitions.set(def.type, def);
      const stages = def.stages.length;
      queue.define(
        queueNameOf(def),
        {
          // pg-boss may take a job again after this: longer than every stage at its limit.
          expireInSeconds: def.timeoutSeconds * stages + LEASE_GRACE_SECONDS,
          retryLimit: def.retry.attempts - 1,
          retryDelaySeconds: def.retry.backoffSeconds,
          workers: def.concurrency ?? 1,
        },
        (job) => run(def, job),
      );
    },

    definitionOf(type: string): TJobDefinition | undefined {
      return definitions.get(type);
    },

    /** Starts pg-boss and the workers; call once every module has registered its jobs. */
    start: () => queue.start(),
    /**
     * Stops taking jobs; a running job ends its current stage and hands the rest over (see
     * `run`), within `timeoutMs`, after which pg-boss gives up waiting.
     */
    stop: (timeoutMs?: number) => {
      isStopping = true;
      return queue.stop(timeoutMs);
    },
    /** Resolves when the job queue is started and its tables answer (readiness). */
    ping: () => queue.ping(),

    /** Writes the pending flow row; call `enqueue` after the transaction that holds it commits. */
    async create(input: TFlowStart, tx: TExecutor = db): Promise<TFlowRow> {
      const def = definitions.get(input.type);
      if (!def) throw new Error(`unknown job type ${input.type}`);
      const fault = def.checkPayload(input.payload);
      if (fault) throw new Error(`job ${input.type}: the payload is invalid: ${fault}`);
      return flows.insert(
        {
          id: newFlowId(input.idPrefix),
          type: input.type,
          category: input.category ?? def.category,
          status: FLOW_STATUS.pending,
          progress: 0,
          payload: input.payload,
          needId: input.needId ?? null,
          candidateId: input.candidateId ?? null,
          needName: input.needName ?? null,
          candidateName: input.candidateName ?? null,
          candidateEmail: input.candidateEmail ?? null,
          clientEmail: input.clientEmail ?? null,
          createdBy: input.createdBy ?? null,
          message: input.message ?? null,
          result: { stages: {} },
          // The request that asked for it: the run's log lines carry its id.
          metadata: withRequestId(input.metadata ?? {}),
        },
        tx,
      );
    },

    /** Queues the flow's job (after the transaction that created the flow has committed). */
    async enqueue(flow: TFlowRow): Promise<void> {
      const def = definitions.get(flow.type)!;
      await queue.enqueue(queueNameOf(def), firstJobId(flow.id), { flowId: flow.id });
      await publishFlow(flow);
    },

    /**
     * Cancels a pending or processing flow: at once when no stage is running, otherwise the run
     * stops at its next stage boundary (the flow then ends `cancelled`, onCancel runs then).
     * 404 'Flow not found'; a finished flow → 409.
     */
    async cancel(flowId: string, by: TFlowActor): Promise<TFlowRow> {
      const result = await db.transaction(async (tx) => {
        const row = await flows.requestCancel(flowId, actionEntry('cancel', by), tx);
        if (row) await audit(tx, flowId, 'cancel', by);
        return row;
      });
      if (!result) {
        const flow = await flows.findById(flowId);
        if (!flow) throw notFound('Flow not found');
        throw conflict(getFlowActionRefusal('cancel', flow.status) ?? 'Flow already finished');
      }
      await publishFlow(result);
      const def = definitions.get(result.type);
      if (result.status === FLOW_STATUS.cancelled && def?.onCancel)
        await hook('onCancel', flowId, () => def.onCancel!(result));
      return result;
    },

    /**
     * A stage retry from Flow Administration: the flow (in error) runs again from its stage with
     * `role`, and every later one; the outputs of the earlier stages are reused. onRestart runs.
     */
    async restartFrom(flowId: string, role: TFlowStageRole, by: TFlowActor): Promise<TFlowRow> {
      const flow = await flows.findById(flowId);
      if (!flow) throw notFound('Flow not found');
      const refusal = getFlowActionRefusal(`retry-${role}`, flow.status);
      if (refusal) throw conflict(refusal);
      const def = definitions.get(flow.type);
      const index = def ? def.stages.findIndex((s) => s.role === role) : -1;
      if (!def || index < 0) throw conflict(`This flow has no ${role} stage`);
      const stages = savedStagesOf(flow);
      for (const stage of def.stages.slice(index)) delete stages[stage.name];
      const action = `retry-${role}` as const;
      const restarted = await db.transaction(async (tx) => {
        const row = await flows.restart(
          flowId,
          { stages, stage: def.stages[index]!.name, action: actionEntry(action, by) },
          tx,
        );
        if (row) await audit(tx, flowId, action, by, { stage: def.stages[index]!.name });
        return row;
      });
      if (!restarted) {
        const now = await flows.findById(flowId);
        throw conflict(getFlowActionRefusal(action, now?.status ?? 'error') ?? 'Flow changed');
      }
      await queue.enqueue(queueNameOf(def), crypto.randomUUID(), { flowId });
      await publishFlow(restarted);
      if (def.onRestart) await hook('onRestart', flowId, () => def.onRestart!(restarted));
      return restarted;
    },

    /** Records an admin action on a flow (metadata.actions and the audit) that changes nothing else. */
    async recordAction(flowId: string, action: string, by: TFlowActor): Promise<void> {
      await db.transaction(async (tx) => {
        await flows.recordAction(flowId, actionEntry(action, by), tx);
        await audit(tx, flowId, action, by);
      });
    },
  };
}

export type TJobs = ReturnType<typeof createJobs>;

function withRequestId(metadata: Record<string, unknown>): Record<string, unknown> {
  const requestId = currentRequestId();
  return requestId && !('requestId' in metadata) ? { ...metadata, requestId } : metadata;
}
