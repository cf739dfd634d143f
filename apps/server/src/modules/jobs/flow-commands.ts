import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { getFlowActionRefusal, type TFlowStageRole } from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { currentRequestId } from '../../lib/request-id.ts';
import { queueNameOf, type TJobDefinition } from './job-definition.ts';
import type { TJobQueue } from './job-queue.ts';
import { FLOW_STATUS, type TFlowRow, type TFlowsRepository } from './flows.repository.ts';
import type { TFlowAction } from './flow-metadata.sql.ts';
import { savedStagesOf } from './stage-commit.ts';

/** What the platform's commands share: the queue, the flows, the registered jobs, the hooks. */
export type TJobsContext = {
  db: TDb;
  flows: TFlowsRepository;
  queue: TJobQueue;
  logger: FastifyBaseLogger;
  definitions: Map<string, TJobDefinition>;
  publishFlow: (flow: TFlowRow | undefined) => Promise<void>;
  hook: (name: string, flowId: string, call: () => Promise<void> | undefined) => Promise<void>;
  endCancelled: (
    def: TJobDefinition | undefined,
    flowId: string,
    token: string | null,
  ) => Promise<void>;
};

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

/** A flow without a job for this long is stranded even if its first job id was used before. */
const STRANDED_AFTER_MS = 30_000;
export function newFlowId(prefix: 'flow_' | 'rpa_' = 'flow_'): string {
  return `${prefix}${crypto.randomUUID()}`;
}

/** The first attempt's job id is the flow's uuid, so queueing it twice queues it once. */
export const firstJobId = (flowId: string) => flowId.replace(/^(flow|rpa)_/, '');

function withRequestId(metadata: Record<string, unknown>): Record<string, unknown> {
  const requestId = currentRequestId();
  return requestId && !('requestId' in metadata) ? { ...metadata, requestId } : metadata;
}

/** Writes the pending flow row; call `enqueue` after the transaction that holds it commits. */
export async function createFlow(
  ctx: TJobsContext,
  input: TFlowStart,
  tx: TExecutor = ctx.db,
): Promise<TFlowRow> {
  const { flows, definitions } = ctx;
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
}

/**
 * Queues again the unfinished flows that have no job: the process died between committing the
 * flow and queueing its job, or a retry's job was lost. Run by every worker process at start
 * and then regularly.
 */
export async function resumeStranded(ctx: TJobsContext) {
  const { flows, queue, logger, definitions, endCancelled } = ctx;
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

/**
 * Cancels a pending or processing flow: at once when no stage is running, otherwise the run
 * stops at its next stage boundary (the flow then ends `cancelled`, onCancel runs then).
 * 404 'Flow not found'; a finished flow → 409.
 */
export async function cancelFlow(
  ctx: TJobsContext,
  flowId: string,
  by: TFlowActor,
): Promise<TFlowRow> {
  const { db, flows, definitions, publishFlow, hook } = ctx;
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
}

/**
 * A stage retry from Flow Administration: the flow (in error) runs again from its stage with
 * `role`, and every later one; the outputs of the earlier stages are reused. onRestart runs.
 */
export async function restartFlowFrom(
  ctx: TJobsContext,
  flowId: string,
  role: TFlowStageRole,
  by: TFlowActor,
): Promise<TFlowRow> {
  const { db, flows, queue, definitions, publishFlow, hook } = ctx;
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
}

/** Records an admin action on a flow (metadata.actions and the audit) that changes nothing else. */
export async function recordFlowAction(
  ctx: TJobsContext,
  flowId: string,
  action: string,
  by: TFlowActor,
): Promise<void> {
  const { db, flows } = ctx;
  await db.transaction(async (tx) => {
    await flows.recordAction(flowId, actionEntry(action, by), tx);
    await audit(tx, flowId, action, by);
  });
}
