import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import {
  getFlowActionRefusal,
  readCrmErrorOf,
  type TCrmFlowError,
  type TFlowStageRole,
  type TRole,
} from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import type { TDatabase, TDb, TExecutor } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { TMetrics } from '../../lib/metrics.ts';
import { currentRequestId } from '../../lib/request-id.ts';
import { serializeFlow } from './flows.serializer.ts';
import { liveEvent, type TEventBus } from '../realtime/event-bus.ts';
import {
  PermanentJobError,
  queueNameOf,
  summarise,
  type TJobDefinition,
  type TStageDefinition,
} from './job-definition.ts';
import { safePublish } from './job-events.ts';
import { createJobQueue, type TQueueJob } from './job-queue.ts';
import {
  createFlowsRepository,
  FLOW_STATUS,
  withMetadataKey,
  type TFlowAction,
  type TFlowRow,
} from './flows.repository.ts';

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

const FINISHED = new Set<string>([FLOW_STATUS.completed, FLOW_STATUS.error, FLOW_STATUS.cancelled]);
/** A flow without a job for this long is stranded even if its first job id was used before. */
const STRANDED_AFTER_MS = 30_000;
/** The claim outlives a stage's time limit by this much, so a slow stage keeps it. */
const LEASE_GRACE_SECONDS = 30;
/** How often the retention sweep deletes old flows (it runs inside the queue's sweep). */
const RETENTION_EVERY_MS = 60 * 60_000;
const INTERRUPTED = 'The server stopped while this stage was running';

export function newFlowId(prefix: 'flow_' | 'rpa_' = 'flow_'): string {
  return `${prefix}${crypto.randomUUID()}`;
}

/** The first attempt's job id is the flow's uuid, so queueing it twice queues it once. */
const firstJobId = (flowId: string) => flowId.replace(/^(flow|rpa)_/, '');

function describe(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'The job failed';
}

/** The flow's `metadata.crmError` key: the last failure's CRM refusal (CRM health view). */
export const CRM_ERROR_KEY = 'crmError';

/**
 * The CRM refusal to keep on the flow after a failed attempt, or null to remove the one an
 * earlier attempt left (this failure is not a CRM refusal).
 */
function crmErrorOf(
  def: TJobDefinition,
  err: unknown,
  stage: string | null,
  message: string,
): TCrmFlowError | null {
  const detail = (def.describeError ?? readCrmErrorOf)(err);
  if (!detail) return null;
  return {
    errorCode: detail.errorCode,
    fields: detail.fields,
    message: (detail.message || message).slice(0, 2000),
    stage,
    at: new Date().toISOString(),
  };
}

class StageTimeout extends Error {}

/** A stage's time limit: the attempt fails (and is retried); its promise is left behind. */
function withTimeout<T>(work: Promise<T>, seconds: number, stage: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StageTimeout(`Stage ${stage} timed out after ${seconds} s`)),
      seconds * 1000,
    );
    timer.unref();
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * The jobs platform: one per app. Modules register typed job definitions; every run has a flow
 * row and a row per stage attempt; each stage attempt is claimed in the database so no stage runs
 * twice at once, even when pg-boss starts an expired job again or two processes share the queue.
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

  /** Claims a stage attempt and opens its row, in one transaction. */
  async function claim(
    def: TJobDefinition,
    flow: TFlowRow,
    stage: TStageDefinition,
    token: string,
    job: TQueueJob,
    isFirst: boolean,
    outputs: Record<string, unknown>,
  ) {
    return db.transaction(async (tx) => {
      const claimed = await flows.claimStage(
        {
          flowId: flow.id,
          seenLease: flow.lease,
          token,
          jobId: job.id,
          stage: stage.name,
          progress: stage.progress,
          leaseSeconds: def.timeoutSeconds + LEASE_GRACE_SECONDS,
        },
        tx,
      );
      if (!claimed) return undefined;
      // Any attempt still "running" under another token belonged to a run whose lease ran out.
      await flows.endStaleAttempts(flow.id, token, 'Its run lost the flow (lease expired)', tx);
      const inputSummary = stage.summariseInput
        ? stage.summariseInput({ flow: claimed, outputs })
        : isFirst
          ? summarise(claimed.payload)
          : null;
      const attempt = await flows.insertAttempt(
        {
          flowId: flow.id,
          stage: stage.name,
          role: stage.role,
          token,
          worker,
          queuedAt: isFirst ? claimed.queuedAt : null,
          inputSummary,
        },
        tx,
      );
      return { flow: claimed, attempt };
    });
  }

  async function run(def: TJobDefinition, job: TQueueJob) {
    const flowId = job.data.flowId;
    const token = crypto.randomUUID();
    let flow = await flows.findById(flowId);
    if (!flow || FINISHED.has(flow.status)) return;
    // The request that created the flow (if any): its id is on every log line of the run.
    const requestId = flow.metadata?.requestId;
    const log = logger.child({
      flowId,
      jobType: def.type,
      ...(typeof requestId === 'string' ? { reqId: requestId } : {}),
    });
    const runStarted = performance.now();
    let stageStarted = runStarted;
    const seconds = (since: number) => (performance.now() - since) / 1000;
    if (flow.cancelRequestedAt) return endCancelled(def, flowId, token);
    const outputs: Record<string, unknown> = {
      ...((flow.result?.stages as Record<string, unknown>) ?? {}),
    };
    let isFirst = true;
    let attemptId: number | undefined;
    let stageName: string | null = null;
    try {
      for (const stage of def.stages) {
        // A stage finished by an earlier attempt (or before a restart) is not redone.
        if (stage.name in outputs) continue;
        // Draining (SIGTERM): the finished stages are saved; the rest runs on a new job, which
        // another instance (or this one after its restart) takes. No attempt is spent on it.
        if (isStopping && !isFirst) {
          const handed = await flows.release(flowId, token, {
            message: 'The server stopped between stages; the run continues on another instance',
            queuedAt: new Date(),
          });
          if (!handed) return;
          await queue.enqueue(queueNameOf(def), crypto.randomUUID(), { flowId });
          await publishFlow(handed);
          log.info({ nextStage: stage.name }, 'job handed over at a stage boundary (shutdown)');
          metrics?.observeJob(def.type, 'handed_over', seconds(runStarted));
          return;
        }
        const claimed = await claim(def, flow, stage, token, job, isFirst, outputs);
        if (!claimed) {
          // Cancelled, or another live copy of this run holds the flow: this copy leaves quietly.
          const now = await flows.findById(flowId);
          if (now?.cancelRequestedAt) await endCancelled(def, flowId, token);
          return;
        }
        isFirst = false;
        stageName = stage.name;
        flow = claimed.flow;
        attemptId = claimed.attempt.id;
        if (flow.metadata?.attempts !== job.retryCount + 1)
          flow =
            (await flows.update(flowId, {
              metadata: { ...flow.metadata, attempts: job.retryCount + 1, jobId: job.id },
            })) ?? flow;
        await publishFlow(flow);
        if (def.onProgress)
          await hook('onProgress', flowId, () =>
            def.onProgress!(flow!, stage.name, stage.progress),
          );
        if (stage.input) {
          const checked = stage.input.safeParse(flow.payload ?? {});
          if (!checked.success)
            throw new PermanentJobError(
              `Stage ${stage.name} input is invalid: ${checked.error.issues[0]?.message}`,
            );
        }
        stageStarted = performance.now();
        const output =
          (await withTimeout(stage.run({ flow, outputs }), def.timeoutSeconds, stage.name)) ?? null;
        if (stage.output) {
          const checked = stage.output.safeParse(output);
          if (!checked.success)
            throw new PermanentJobError(
              `Stage ${stage.name} output is invalid: ${checked.error.issues[0]?.message}`,
            );
        }
        const saved = await db.transaction(async (tx) => {
          const row = await flows.saveStageOutput(flowId, token, stage.name, output, tx);
          if (!row) return undefined;
          const summary = stage.summariseOutput ? stage.summariseOutput(output) : summarise(output);
          await flows.endAttempt(attemptId!, 'completed', { outputSummary: summary }, tx);
          return row;
        });
        // The claim was lost (its lease ran out and another run took the flow): leave quietly.
        if (!saved) return;
        metrics?.observeStage(def.type, stage.name, 'completed', seconds(stageStarted));
        attemptId = undefined;
        outputs[stage.name] = output;
        flow = saved;
      }
      if (isFirst) {
        // Every stage was saved before (the run died just before completing): claim to finish.
        const last = def.stages.at(-1)!;
        const claimed = await flows.claimStage({
          flowId,
          seenLease: flow.lease,
          token,
          jobId: job.id,
          stage: last.name,
          progress: 100,
          leaseSeconds: def.timeoutSeconds + LEASE_GRACE_SECONDS,
        });
        if (!claimed) {
          if ((await flows.findById(flowId))?.cancelRequestedAt)
            await endCancelled(def, flowId, token);
          return;
        }
        flow = claimed;
      }
      // The last boundary: a cancel asked during the last stage still ends the flow cancelled.
      if (flow.cancelRequestedAt || (await flows.findById(flowId))?.cancelRequestedAt)
        return endCancelled(def, flowId, token);
      const done = await flows.release(flowId, token, {
        status: FLOW_STATUS.completed,
        progress: 100,
        error: null,
        message: def.completionMessage?.(outputs)?.slice(0, 2000) ?? null,
        completedAt: new Date(),
        metadata: withMetadataKey(CRM_ERROR_KEY, null),
      });
      if (!done) {
        const now = await flows.findById(flowId);
        if (now?.cancelRequestedAt) await endCancelled(def, flowId, token);
        return;
      }
      await publishFlow(done);
      metrics?.observeJob(def.type, 'completed', seconds(runStarted));
      if (def.onComplete) await hook('onComplete', flowId, () => def.onComplete!(done, outputs));
    } catch (err) {
      const message = describe(err);
      const crmError = withMetadataKey(CRM_ERROR_KEY, crmErrorOf(def, err, stageName, message));
      if (attemptId !== undefined) {
        await flows.endAttempt(attemptId, 'error', { error: message.slice(0, 2000) });
        metrics?.observeStage(def.type, stageName ?? 'unknown', 'error', seconds(stageStarted));
      }
      const current = await flows.findById(flowId);
      if (current?.cancelRequestedAt) return endCancelled(def, flowId, token);
      const isFinal =
        err instanceof PermanentJobError ||
        def.isPermanent?.(err) ||
        job.retryCount >= job.retryLimit;
      if (!isFinal) {
        const waiting = await flows.release(flowId, token, {
          message: `Attempt ${job.retryCount + 1} failed, retrying: ${message}`.slice(0, 2000),
          queuedAt: new Date(Date.now() + def.retry.backoffSeconds * 1000),
          metadata: crmError,
        });
        await publishFlow(waiting);
        log.warn({ err }, 'job attempt failed, will retry');
        metrics?.observeJob(def.type, 'retry', seconds(runStarted));
        throw err;
      }
      log.warn({ err }, 'job failed');
      metrics?.observeJob(def.type, 'error', seconds(runStarted));
      const failed = await flows.release(flowId, token, {
        status: FLOW_STATUS.error,
        error: message.slice(0, 2000),
        completedAt: new Date(),
        metadata: crmError,
      });
      // Another copy holds the flow now: it decides how the flow ends.
      if (!failed) return;
      await publishFlow(failed);
      if (def.onError) await hook('onError', flowId, () => def.onError!(failed, message));
    }
  }

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
      if (def.payload) def.payload.parse(input.payload);
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
      const stages = { ...((flow.result?.stages as Record<string, unknown>) ?? {}) };
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
