import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { readCrmErrorOf, type TCrmFlowError } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TMetrics } from '../../lib/metrics.ts';
import {
  PermanentJobError,
  queueNameOf,
  summarise,
  type TJobDefinition,
  type TRunnableStage,
} from './job-definition.ts';
import type { TJobsContext } from './flow-commands.ts';
import type { TJobQueue, TQueueJob } from './job-queue.ts';
import { FLOW_STATUS, type TFlowRow, type TFlowsRepository } from './flows.repository.ts';
import { withMetadataKey } from './flow-metadata.sql.ts';
import { savedStagesOf } from './stage-commit.ts';

const FINISHED = new Set<string>([FLOW_STATUS.completed, FLOW_STATUS.error, FLOW_STATUS.cancelled]);
/** The claim outlives a stage's time limit by this much, so a slow stage keeps it. */
export const LEASE_GRACE_SECONDS = 30;

/** The flow's `metadata.crmError` key: the last failure's CRM refusal (CRM health view). */
export const CRM_ERROR_KEY = 'crmError';

function describe(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'The job failed';
}

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

export type TRunDeps = {
  db: TDb;
  flows: TFlowsRepository;
  queue: TJobQueue;
  logger: FastifyBaseLogger;
  metrics?: Pick<TMetrics, 'observeStage' | 'observeJob'> | undefined;
  /** This process, as named on each stage attempt. */
  worker: string;
  /** True once the process drains (SIGTERM): runs hand over at the next stage boundary. */
  isStopping: () => boolean;
} & Pick<TJobsContext, 'publishFlow' | 'hook' | 'endCancelled'>;

/** One run of a job: its state while the stages go by. */
type TRun = {
  deps: TRunDeps;
  def: TJobDefinition;
  job: TQueueJob;
  flowId: string;
  token: string;
  flow: TFlowRow;
  log: FastifyBaseLogger;
  started: number;
  stageStarted: number;
  outputs: Record<string, unknown>;
  isFirst: boolean;
  attemptId: number | undefined;
  stageName: string | null;
};

const secondsSince = (since: number) => (performance.now() - since) / 1000;

/** Claims a stage attempt and opens its row, in one transaction. */
async function claim(run: TRun, stage: TRunnableStage) {
  const { db, flows, worker } = run.deps;
  const { def, flow, token, job, isFirst, outputs } = run;
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
      ? stage.summariseInput(claimed, outputs)
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

/** The run leaves quietly; a cancel asked meanwhile ends the flow cancelled. */
async function leave(run: TRun) {
  const { flows, endCancelled } = run.deps;
  const now = await flows.findById(run.flowId);
  if (now?.cancelRequestedAt) await endCancelled(run.def, run.flowId, run.token);
}

/** Draining (SIGTERM): the rest of the run goes on a new job, no attempt spent on it. */
async function handOver(run: TRun, next: string) {
  const { flows, queue, publishFlow, metrics } = run.deps;
  const handed = await flows.release(run.flowId, run.token, {
    message: 'The server stopped between stages; the run continues on another instance',
    queuedAt: new Date(),
  });
  if (!handed) return;
  await queue.enqueue(queueNameOf(run.def), crypto.randomUUID(), { flowId: run.flowId });
  await publishFlow(handed);
  run.log.info({ nextStage: next }, 'job handed over at a stage boundary (shutdown)');
  metrics?.observeJob(run.def.type, 'handed_over', secondsSince(run.started));
}

/** Claims, runs, checks and saves one stage; false when the run must stop here. */
async function runStage(run: TRun, stage: TRunnableStage): Promise<boolean> {
  const { db, flows, metrics, publishFlow, hook } = run.deps;
  const { def, flowId, token, job } = run;
  const claimed = await claim(run, stage);
  // Cancelled, or another live copy of this run holds the flow: this copy leaves quietly.
  if (!claimed) {
    await leave(run);
    return false;
  }
  run.isFirst = false;
  run.stageName = stage.name;
  run.flow = claimed.flow;
  run.attemptId = claimed.attempt.id;
  if (run.flow.metadata?.attempts !== job.retryCount + 1)
    run.flow =
      (await flows.update(flowId, {
        metadata: { ...run.flow.metadata, attempts: job.retryCount + 1, jobId: job.id },
      })) ?? run.flow;
  await publishFlow(run.flow);
  const { flow } = run;
  if (def.onProgress)
    await hook('onProgress', flowId, () => def.onProgress!(flow, stage.name, stage.progress));
  run.stageStarted = performance.now();
  const output =
    (await withTimeout(stage.run(flow, run.outputs), def.timeoutSeconds, stage.name)) ?? null;
  const outputFault = stage.checkOutput(output);
  if (outputFault)
    throw new PermanentJobError(`Stage ${stage.name} output is invalid: ${outputFault}`);
  const saved = await db.transaction(async (tx) => {
    const row = await flows.saveStageOutput(flowId, token, stage.name, output, tx);
    if (!row) return undefined;
    const summary = stage.summariseOutput ? stage.summariseOutput(output) : summarise(output);
    await flows.endAttempt(claimed.attempt.id, 'completed', { outputSummary: summary }, tx);
    return row;
  });
  // The claim was lost (its lease ran out and another run took the flow): leave quietly.
  if (!saved) return false;
  metrics?.observeStage(def.type, stage.name, 'completed', secondsSince(run.stageStarted));
  run.attemptId = undefined;
  run.outputs[stage.name] = output;
  run.flow = saved;
  return true;
}

/** Every stage is saved: the flow ends completed (or cancelled, if that was asked). */
async function complete(run: TRun) {
  const { flows, metrics, publishFlow, hook, endCancelled } = run.deps;
  const { def, flowId, token, job } = run;
  if (run.isFirst) {
    // Every stage was saved before (the run died just before completing): claim to finish.
    const claimed = await flows.claimStage({
      flowId,
      seenLease: run.flow.lease,
      token,
      jobId: job.id,
      stage: def.stages.at(-1)!.name,
      progress: 100,
      leaseSeconds: def.timeoutSeconds + LEASE_GRACE_SECONDS,
    });
    if (!claimed) return leave(run);
    run.flow = claimed;
  }
  // The last boundary: a cancel asked during the last stage still ends the flow cancelled.
  if (run.flow.cancelRequestedAt || (await flows.findById(flowId))?.cancelRequestedAt)
    return endCancelled(def, flowId, token);
  const done = await flows.release(flowId, token, {
    status: FLOW_STATUS.completed,
    progress: 100,
    error: null,
    message: def.completionMessage?.(run.outputs)?.slice(0, 2000) ?? null,
    completedAt: new Date(),
    metadata: withMetadataKey(CRM_ERROR_KEY, null),
  });
  if (!done) return leave(run);
  await publishFlow(done);
  metrics?.observeJob(def.type, 'completed', secondsSince(run.started));
  if (def.onComplete) await hook('onComplete', flowId, () => def.onComplete!(done, run.outputs));
}

/** An attempt failed: retried after its backoff, or the flow ends in error. */
async function fail(run: TRun, err: unknown) {
  const { flows, metrics, publishFlow, hook, endCancelled } = run.deps;
  const { def, flowId, token, job, log } = run;
  const message = describe(err);
  const crmError = withMetadataKey(CRM_ERROR_KEY, crmErrorOf(def, err, run.stageName, message));
  if (run.attemptId !== undefined) {
    await flows.endAttempt(run.attemptId, 'error', { error: message.slice(0, 2000) });
    const stage = run.stageName ?? 'unknown';
    metrics?.observeStage(def.type, stage, 'error', secondsSince(run.stageStarted));
  }
  const current = await flows.findById(flowId);
  if (current?.cancelRequestedAt) return endCancelled(def, flowId, token);
  const isFinal =
    err instanceof PermanentJobError || def.isPermanent?.(err) || job.retryCount >= job.retryLimit;
  if (!isFinal) {
    const waiting = await flows.release(flowId, token, {
      message: `Attempt ${job.retryCount + 1} failed, retrying: ${message}`.slice(0, 2000),
      queuedAt: new Date(Date.now() + def.retry.backoffSeconds * 1000),
      metadata: crmError,
    });
    await publishFlow(waiting);
    log.warn({ err }, 'job attempt failed, will retry');
    metrics?.observeJob(def.type, 'retry', secondsSince(run.started));
    throw err;
  }
  log.warn({ err }, 'job failed');
  metrics?.observeJob(def.type, 'error', secondsSince(run.started));
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

/**
 * Runs a job's flow: each stage attempt is claimed in the database so no stage runs twice at
 * once, even when pg-boss starts an expired job again or two processes share the queue.
 */
export function createJobRun(deps: TRunDeps) {
  return (def: TJobDefinition, job: TQueueJob) => runJob(deps, def, job);
}

async function runJob(deps: TRunDeps, def: TJobDefinition, job: TQueueJob): Promise<void> {
  const { flows, logger, endCancelled } = deps;
  const flowId = job.data.flowId;
  const token = crypto.randomUUID();
  const flow = await flows.findById(flowId);
  if (!flow || FINISHED.has(flow.status)) return;
  // The request that created the flow (if any): its id is on every log line of the run.
  const requestId = flow.metadata?.requestId;
  const log = logger.child({
    flowId,
    jobType: def.type,
    ...(typeof requestId === 'string' ? { reqId: requestId } : {}),
  });
  if (flow.cancelRequestedAt) return endCancelled(def, flowId, token);
  const started = performance.now();
  const run: TRun = {
    ...{ deps, def, job, flowId, token, flow, log, started, stageStarted: started },
    ...{ outputs: { ...savedStagesOf(flow) }, isFirst: true, attemptId: undefined },
    stageName: null,
  };
  try {
    for (const stage of def.stages) {
      // A stage finished by an earlier attempt (or before a restart) is not redone.
      if (stage.name in run.outputs) continue;
      // Draining: the finished stages are saved; the rest runs on a new job, which another
      // instance (or this one after its restart) takes.
      if (deps.isStopping() && !run.isFirst) return await handOver(run, stage.name);
      if (!(await runStage(run, stage))) return;
    }
    await complete(run);
  } catch (err) {
    await fail(run, err);
  }
}
