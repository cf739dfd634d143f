import crypto from 'node:crypto';
import {
  ErrorCode,
  getRpaBrowserFlowType,
  getRpaLaunchError,
  getRpaMissingNeedMessage,
  isFlowFinished,
  NEED_MESSAGES,
  RPA_ACTIONS,
  TWOFA_VERIFICATION_NEED_ID,
  type TRpaAction,
  type TRpaBatchItem,
  type TRpaBatchRequest,
  type TRpaBatchResult,
  type TRpaLaunchAction,
  type TRpaLaunchBody,
  type TRpaLaunchResult,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { TCandidateRow, TCandidatesRepository } from '../candidates/candidates.repository.ts';
import { crmIdempotencyKey } from '../crm/crm-connector.ts';
import { toCrmCandidateFacts } from '../crm/crm-writeback.ts';
import { FLOW_CATEGORY, FLOW_STATUS, type TFlowRow } from '../jobs/flows.repository.ts';
import type { TJobs } from '../jobs/jobs.ts';
import type { TNeedRow } from '../needs/need-record.sql.ts';
import type { TNeedsRepository } from '../needs/needs.repository.ts';
import { ZRpaFlowPayload, type TRpaFlowPayload } from './rpa-flow-payload.ts';
import { batchOf, createRpaRepository } from './rpa.repository.ts';

export const CANDIDATE_NOT_FOUND = 'Candidate not found';

/** A launch refused by the spec's rules answers 400 (the app's default for bad input is 422). */
export const launchRefused = (message: string) => new AppError(ErrorCode.VALIDATION, message, 400);

type TRun = TRpaBatchItem & { headless: boolean };
type TChecked = { run: TRun; need: TNeedRow | null; candidate: TCandidateRow | undefined };

const isCrmAction = (a: TRpaLaunchAction): a is TRpaAction =>
  (RPA_ACTIONS as readonly string[]).includes(a);

/**
 * Launches of browser runs from Flow Administration (Admin): one run, or a batch that runs one
 * after the other (each next run queued when the one before ends) unless `concurrent`.
 */
export function createRpaService(deps: {
  db: TDb;
  jobs: TJobs;
  needs: Pick<TNeedsRepository, 'findById'>;
  candidates: Pick<TCandidatesRepository, 'findById'>;
}) {
  const { db, jobs } = deps;
  const repo = createRpaRepository(db);

  /** The spec's 400s, then 404 for a need or candidate that does not exist, then 422. */
  async function check(run: TRun): Promise<TChecked> {
    const refusal = getRpaLaunchError(run.action, run);
    if (refusal) throw launchRefused(refusal);
    if (run.action === 'twofa_verification') return { run, need: null, candidate: undefined };
    const need = await deps.needs.findById(run.needId);
    if (!need) throw notFound(NEED_MESSAGES.needNotFound);
    const candidate = run.candidateId ? await deps.candidates.findById(run.candidateId) : undefined;
    if (run.candidateId && !candidate) throw notFound(CANDIDATE_NOT_FOUND);
    const missing = getRpaMissingNeedMessage(run.action, need);
    if (missing)
      throw new AppError(ErrorCode.MISSING_CRM_DATA, missing.message, 422, {
        missing: missing.missing,
      });
    return { run, need, candidate };
  }

  function payloadOf(
    { run, need, candidate }: TChecked,
    extra: Partial<TRpaFlowPayload> = {},
  ): TRpaFlowPayload {
    const needId = need?.id ?? TWOFA_VERIFICATION_NEED_ID;
    return {
      action: run.action,
      needId,
      candidateId: candidate?.id ?? null,
      expectedTjm: run.expectedTjm ?? null,
      interviewDate: run.interviewDate ?? null,
      interviewTime: run.interviewTime ?? null,
      projectedStartDate: run.projectedStartDate ?? null,
      headless: run.headless,
      externalKey: isCrmAction(run.action)
        ? crmIdempotencyKey({
            action: run.action,
            needId,
            candidate: toCrmCandidateFacts(candidate, extra.requestPayload ?? {}),
          })
        : null,
      ...extra,
    };
  }

  async function createFlow(
    checked: TChecked,
    actorId: string | null,
    tx: TExecutor,
    extra: { payload?: Partial<TRpaFlowPayload>; metadata?: Record<string, unknown> } = {},
  ): Promise<TFlowRow> {
    const payload = payloadOf(checked, extra.payload);
    const { need, candidate } = checked;
    const flow = await jobs.create(
      {
        type: getRpaBrowserFlowType(checked.run.action),
        category: FLOW_CATEGORY.crm,
        idPrefix: 'rpa_',
        payload,
        needId: payload.needId,
        candidateId: candidate?.id ?? null,
        needName: need?.title ?? null,
        candidateName: candidate?.name ?? null,
        candidateEmail: candidate?.email ?? null,
        clientEmail: need?.orderClientsEmail[0] ?? null,
        createdBy: actorId,
        message: `Browser run: ${checked.run.action}`,
        metadata: { originalPayload: payload, ...extra.metadata },
      },
      tx,
    );
    return flow;
  }

  async function audit(tx: TExecutor, flow: TFlowRow, actorId: string, changes: object) {
    await writeAudit(tx, {
      entityType: 'flow',
      entityId: flow.id,
      action: 'rpa_launch',
      actorId,
      changes: { type: flow.type, needId: flow.needId, ...changes },
    });
  }

  return {
    repo,

    async launch(
      actor: TActor,
      params: { action: TRpaLaunchAction; needId: string },
      query: { headless: boolean },
      body: TRpaLaunchBody,
    ): Promise<TRpaLaunchResult> {
      const checked = await check({ ...body, ...params, headless: query.headless });
      const flow = await db.transaction(async (tx) => {
        const created = await createFlow(checked, actor.id, tx);
        await audit(tx, created, actor.id, { headless: query.headless });
        return created;
      });
      await jobs.enqueue(flow);
      return { flow_id: flow.id };
    },

    /**
     * Every run of the batch is checked first (the first refusal answers for the batch), then
     * all are written pending at once; only the first is queued unless `concurrent`.
     */
    async batch(actor: TActor, request: TRpaBatchRequest): Promise<TRpaBatchResult> {
      const checked: TChecked[] = [];
      for (const item of request.flows)
        checked.push(await check({ ...item, headless: request.headless }));
      const batchId = crypto.randomUUID();
      const size = checked.length;
      const created = await db.transaction(async (tx) => {
        const rows: TFlowRow[] = [];
        for (const [index, one] of checked.entries()) {
          const info = { id: batchId, index, size };
          const row = await createFlow(one, actor.id, tx, {
            payload: { batch: info },
            metadata: { batch: { ...info, concurrent: request.concurrent } },
          });
          await audit(tx, row, actor.id, { batch: info, concurrent: request.concurrent });
          rows.push(row);
        }
        return rows;
      });
      for (const row of request.concurrent ? created : created.slice(0, 1)) await jobs.enqueue(row);
      return {
        flows: created.map((f) => ({
          flow_id: f.id,
          action: ZRpaFlowPayload.parse(f.payload).action,
          needId: ZRpaFlowPayload.parse(f.payload).needId,
        })),
      };
    },

    /** A run of a workflow request whose action is written by the browser (CRM_MODE rpa). */
    async createForWorkflowRequest(
      input: {
        action: TRpaAction;
        requestId: string;
        requestPayload: Record<string, unknown>;
        need: TNeedRow;
        candidate: TCandidateRow | undefined;
        actorId: string;
      },
      tx: TExecutor,
    ): Promise<TFlowRow> {
      const p = input.requestPayload;
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
      // Dates and the rest are read from the request's payload by the write, as the API path does.
      const run: TRun = {
        action: input.action,
        needId: input.need.id,
        candidateId: input.candidate?.id ?? null,
        expectedTjm: num(p.expectedTjm),
        interviewDate: null,
        interviewTime: null,
        projectedStartDate: null,
        headless: p.headless !== false,
      };
      return createFlow({ run, need: input.need, candidate: input.candidate }, input.actorId, tx, {
        payload: { workflowRequestId: input.requestId, requestPayload: p },
      });
    },

    /** A sequential batch's run waits while a run before it has not ended. */
    async isHeld(flow: TFlowRow): Promise<boolean> {
      const batch = batchOf(flow);
      if (!batch || batch.concurrent) return false;
      const all = await repo.listBatch(batch.id);
      return all.some((f) => (batchOf(f)?.index ?? 0) < batch.index && !isFlowFinished(f.status));
    },

    /** After a batch run ended: the next pending run of the batch is queued. */
    async advanceBatch(flow: TFlowRow): Promise<void> {
      const batch = batchOf(flow);
      if (!batch || batch.concurrent) return;
      const all = await repo.listBatch(batch.id);
      for (const next of all) {
        if (isFlowFinished(next.status)) continue;
        // The first unfinished run: queued if it waits (queueing twice queues once).
        if (next.status === FLOW_STATUS.pending && !next.cancelRequestedAt)
          await jobs.enqueue(next);
        return;
      }
    },
  };
}

export type TRpaService = ReturnType<typeof createRpaService>;
