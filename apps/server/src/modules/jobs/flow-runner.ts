import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TExecutor } from '../../db/client.ts';
import { createFlowsRepository, FLOW_STATUS, type TFlowRow } from './flows.repository.ts';
import type { TJobQueue, TQueueJob, TQueueSettings } from './job-queue.ts';

/** Thrown for failures that another attempt cannot fix (bad document, record gone). */
export class PermanentJobError extends Error {}

export type TStageContext = {
  flow: TFlowRow;
  /** Outputs of the stages already completed, by stage name (kept across attempts and restarts). */
  outputs: Record<string, unknown>;
};

export type TStage = {
  /** poll/extract, classify/analyse or apply: what the retry actions of Flow Administration name. */
  name: string;
  /** The spec's role of the stage (poll, classify, apply), named by the retry actions. */
  role?: 'poll' | 'classify' | 'apply';
  /** Progress (percent) reported when the stage starts. */
  progress: number;
  run: (ctx: TStageContext) => Promise<unknown>;
};

export type TJobDefinition = {
  type: string;
  /** mail_processing, analysis_processing or crm_rpa. */
  category?: string;
  /** The flow id's prefix (`flow` unless said: CRM runs are `rpa_…`). */
  flowIdPrefix?: string;
  queue: string;
  settings: TQueueSettings;
  stages: TStage[];
  onProgress?: (flow: TFlowRow, stage: string, progress: number) => Promise<void>;
  /** Runs after the flow is marked completed: publish the completion events here. */
  onComplete: (flow: TFlowRow, outputs: Record<string, unknown>) => Promise<void>;
  /** Runs once, when the last attempt failed: mark the record and publish the error event. */
  onError: (flow: TFlowRow, message: string) => Promise<void>;
  /** Runs when a run stops at a stage boundary because its flow was cancelled. */
  onCancel?: (flow: TFlowRow) => Promise<void>;
  /** Runs when a finished flow is queued again from one of its stages. */
  onRestart?: (flow: TFlowRow) => Promise<void>;
  isPermanent?: (err: unknown) => boolean;
};

export type TFlowStart = {
  type: string;
  category: string;
  payload: Record<string, unknown>;
  needId?: string | null;
  candidateId?: string | null;
  needName?: string | null;
  candidateName?: string | null;
  candidateEmail?: string | null;
  createdBy?: string | null;
  message?: string | null;
};

export function newFlowId(prefix = 'flow'): string {
  return `${prefix}_${crypto.randomUUID()}`;
}

/** A flow without a job for this long is stranded even if its first job id was used before. */
const STRANDED_AFTER_MS = 30_000;

function describe(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Analysis failed';
}

export function createFlowRunner(deps: { db: TDb; queue: TJobQueue; logger: FastifyBaseLogger }) {
  const { db, queue, logger } = deps;
  const flows = createFlowsRepository(db);
  const definitions = new Map<string, TJobDefinition>();

  async function run(def: TJobDefinition, job: TQueueJob) {
    const flowId = job.data.flowId;
    let flow = await flows.findById(flowId);
    if (!flow || flow.status === FLOW_STATUS.completed || flow.status === FLOW_STATUS.cancelled)
      return;
    const outputs: Record<string, unknown> = {
      ...((flow.result?.stages as Record<string, unknown>) ?? {}),
    };
    const started = await flows.transition(flowId, [FLOW_STATUS.pending, FLOW_STATUS.processing], {
      status: FLOW_STATUS.processing,
      startedAt: flow.startedAt ?? new Date(),
      metadata: { ...flow.metadata, attempts: job.retryCount + 1, jobId: job.id },
    });
    if (!started) return;
    flow = started;
    /** A cancelled flow stops at its next stage boundary. */
    const stopIfCancelled = async () => {
      const now = await flows.findById(flowId);
      if (now?.status !== FLOW_STATUS.cancelled) return false;
      await def.onCancel?.(now);
      return true;
    };
    try {
      for (const stage of def.stages) {
        // A stage finished by an earlier attempt (or before a restart) is not redone.
        if (stage.name in outputs) continue;
        if (await stopIfCancelled()) return;
        flow = (await flows.update(flowId, { stage: stage.name, progress: stage.progress }))!;
        await def.onProgress?.(flow, stage.name, stage.progress);
        outputs[stage.name] = (await stage.run({ flow, outputs })) ?? null;
        flow = (await flows.update(flowId, { result: { ...flow.result, stages: outputs } }))!;
      }
      const completed = await flows.transition(flowId, [FLOW_STATUS.processing], {
        status: FLOW_STATUS.completed,
        progress: 100,
        error: null,
        completedAt: new Date(),
      });
      if (!completed) {
        await stopIfCancelled();
        return;
      }
      await def.onComplete(completed, outputs);
    } catch (err) {
      const message = describe(err);
      const isFinal =
        err instanceof PermanentJobError ||
        def.isPermanent?.(err) ||
        job.retryCount >= job.retryLimit;
      if (!isFinal) {
        await flows.update(flowId, {
          message: `Attempt ${job.retryCount + 1} failed, retrying: ${message}`,
        });
        logger.warn({ err, flowId }, 'job attempt failed, will retry');
        throw err;
      }
      logger.warn({ err, flowId }, 'job failed');
      const failed = await flows.transition(flowId, [FLOW_STATUS.processing], {
        status: FLOW_STATUS.error,
        error: message,
        completedAt: new Date(),
      });
      if (!failed) {
        await stopIfCancelled();
        return;
      }
      await def.onError(failed, message);
    }
  }

  /** The first attempt's job id is the flow's uuid, so queueing it twice queues it once. */
  const firstJobId = (flowId: string) => flowId.replace(/^[a-z]+_/, '');

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
      let queued = await queue.enqueue(def.queue, firstJobId(flow.id), { flowId: flow.id });
      // Its first job id is taken (a later restart of a stage lost its job): once no other
      // process can be about to queue it, queue it under a new id.
      if (!queued && Date.now() - flow.updatedAt.getTime() > STRANDED_AFTER_MS)
        queued = await queue.enqueue(def.queue, crypto.randomUUID(), { flowId: flow.id });
      if (queued) logger.warn({ flowId: flow.id }, 'stranded job queued again');
    }
  }
  queue.addSweep(resumeStranded);

  return {
    flows,
    resumeStranded,

    register(def: TJobDefinition) {
      definitions.set(def.type, def);
      queue.define(def.queue, def.settings, (job) => run(def, job));
    },

    /** Writes the pending flow row; call `enqueue` after the transaction that holds it commits. */
    async create(input: TFlowStart, tx: TExecutor = db): Promise<TFlowRow> {
      if (!definitions.has(input.type)) throw new Error(`unknown job type ${input.type}`);
      return flows.insert(
        {
          id: newFlowId(definitions.get(input.type)!.flowIdPrefix),
          type: input.type,
          category: input.category,
          status: FLOW_STATUS.pending,
          progress: 0,
          payload: input.payload,
          needId: input.needId ?? null,
          candidateId: input.candidateId ?? null,
          needName: input.needName ?? null,
          candidateName: input.candidateName ?? null,
          candidateEmail: input.candidateEmail ?? null,
          createdBy: input.createdBy ?? null,
          message: input.message ?? null,
          result: { stages: {} },
          metadata: {},
        },
        tx,
      );
    },

    async enqueue(flow: TFlowRow): Promise<void> {
      const def = definitions.get(flow.type)!;
      // The first attempt's job id is the flow's uuid; a later restart of a stage gets a new one.
      await queue.enqueue(def.queue, firstJobId(flow.id), { flowId: flow.id });
    },

    /**
     * Runs a flow again from one stage (retry-poll/classify/apply): that stage and the later ones
     * are redone, the earlier outputs are kept.
     */
    async restartFrom(flowId: string, stageName: string): Promise<TFlowRow | undefined> {
      const flow = await flows.findById(flowId);
      const def = flow && definitions.get(flow.type);
      if (!flow || !def) return undefined;
      const index = def.stages.findIndex((s) => s.name === stageName);
      if (index < 0) throw new Error(`unknown stage ${stageName}`);
      const outputs = { ...((flow.result?.stages as Record<string, unknown>) ?? {}) };
      for (const stage of def.stages.slice(index)) delete outputs[stage.name];
      const updated = await flows.update(flowId, {
        status: FLOW_STATUS.pending,
        error: null,
        completedAt: null,
        result: { ...flow.result, stages: outputs },
      });
      await queue.enqueue(def.queue, crypto.randomUUID(), { flowId });
      if (updated) await def.onRestart?.(updated);
      return updated;
    },

    /**
     * Cancels a waiting or running flow (pending/processing → cancelled); a running job stops at
     * its next stage boundary. Undefined when the flow is missing or already finished.
     */
    async cancel(flowId: string, tx: TExecutor = db): Promise<TFlowRow | undefined> {
      return flows.transition(
        flowId,
        [FLOW_STATUS.pending, FLOW_STATUS.processing],
        { status: FLOW_STATUS.cancelled, completedAt: new Date() },
        tx,
      );
    },
  };
}

export type TFlowRunner = ReturnType<typeof createFlowRunner>;
