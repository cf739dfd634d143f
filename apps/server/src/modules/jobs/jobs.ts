import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { TFlowStageRole, TRole } from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import type { TDatabase, TDb, TExecutor } from '../../db/client.ts';
import type { TMetrics } from '../../lib/metrics.ts';
import { serializeFlow } from './flows.serializer.ts';
import { liveEvent, type TEventBus } from '../realtime/event-bus.ts';
import { queueNameOf, type TJobDefinition } from './job-definition.ts';
import { safePublish } from './job-events.ts';
import { createJobQueue } from './job-queue.ts';
import { createJobRun, LEASE_GRACE_SECONDS } from './job-run.ts';
import { createFlowsRepository, type TFlowRow } from './flows.repository.ts';
import {
  cancelFlow,
  createFlow,
  firstJobId,
  recordFlowAction,
  restartFlowFrom,
  resumeStranded,
  type TFlowActor,
  type TFlowStart,
  type TJobsContext,
} from './flow-commands.ts';

export type { TFlowActor, TFlowStart } from './flow-commands.ts';

export const FLOW_EVENT = 'flow_updated';
/** Flow events reach Admin sockets only. */
export const FLOW_AUDIENCE: TRole[] = ['Admin'];

/** How often the retention sweep deletes old flows (it runs inside the queue's sweep). */
const RETENTION_EVERY_MS = 60 * 60_000;
const INTERRUPTED = 'The server stopped while this stage was running';

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

  const ctx: TJobsContext = {
    db,
    flows,
    queue,
    logger,
    definitions,
    publishFlow,
    hook,
    endCancelled,
  };
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

  /** Deletes the flows (and their stage attempts) finished more than FLOW_RETENTION_DAYS ago. */
  async function sweepRetention(): Promise<number> {
    lastRetention = Date.now();
    const deleted = await flows.deleteFinishedBefore(config.FLOW_RETENTION_DAYS);
    if (deleted > 0) logger.info({ deleted }, 'old flows deleted');
    return deleted;
  }

  queue.addSweep(() => resumeStranded(ctx));
  queue.addSweep(async () => {
    if (Date.now() - lastRetention >= RETENTION_EVERY_MS) await sweepRetention();
  });
  queue.onOrphan(async (jobId) => {
    await db.transaction((tx) => flows.releaseJobClaims(jobId, INTERRUPTED, tx));
  });

  return {
    /** pg-boss and the sweeps (tests reach pg-boss through it). */
    queue,
    flows,
    resumeStranded: () => resumeStranded(ctx),
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
    create: (input: TFlowStart, tx: TExecutor = db) => createFlow(ctx, input, tx),

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
    cancel: (flowId: string, by: TFlowActor) => cancelFlow(ctx, flowId, by),
    /**
     * A stage retry from Flow Administration: the flow (in error) runs again from its stage with
     * `role`, and every later one; the outputs of the earlier stages are reused. onRestart runs.
     */
    restartFrom: (flowId: string, role: TFlowStageRole, by: TFlowActor) =>
      restartFlowFrom(ctx, flowId, role, by),
    /** Records an admin action on a flow (metadata.actions and the audit) that changes nothing else. */
    recordAction: (flowId: string, action: string, by: TFlowActor) =>
      recordFlowAction(ctx, flowId, action, by),
  };
}

export type TJobs = ReturnType<typeof createJobs>;

/** What a module that runs background jobs is given at composition, besides its own services. */
export type TJobModuleDeps = { config: TConfig; db: TDb; bus: TEventBus; jobs: TJobs };
