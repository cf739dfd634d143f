import { sql } from 'drizzle-orm';
import {
  can,
  canEditWorkflowRequestPayload,
  ErrorCode,
  getWorkflowPayloadErrors,
  getWorkflowRequestMissingNeedData,
  getWorkflowRequestEditableFrom,
  getWorkflowRequestRefusal,
  getWorkflowRequestStatusRefusal,
  isUuid,
  mergeWorkflowRequestPayload,
  NEED_MESSAGES,
  toPage,
  WORKFLOW_MESSAGES,
  WORKFLOW_PAYLOAD_LOCKED_MESSAGE,
  WORKFLOW_REQUEST_ACTION_FROM,
  WORKFLOW_REQUEST_ACTION_TARGET,
  type TCreateWorkflowRequest,
  type TTriggerWorkflowRequest,
  type TUpdateWorkflowRequest,
  type TWorkflowPayloadFacts,
  type TWorkflowRequest,
  type TWorkflowRequestDetail,
  type TWorkflowRequestListQuery,
  type TWorkflowRequestStarted,
  type TWorkflowRequestStatus,
  type TWorkflowRequestType,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import { PERMISSION_DENIED } from '../../lib/access.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { readIfMatch } from '../../lib/if-match.ts';
import type { TCandidateRow, TCandidatesRepository } from '../candidates/candidates.repository.ts';
import type { TNeedRow, TNeedsRepository } from '../needs/needs.repository.ts';
import { liveEvent, type TEventBus, type TLiveEvent } from '../realtime/event-bus.ts';
import type { TLiveEventPayload } from '@staffing/domain';
import { recordRefusedStart } from './workflow-start-refusal.ts';
import {
  createWorkflowRequestsRepository,
  type TWorkflowRequestRow,
} from './workflow-requests.repository.ts';
import {
  serializeWorkflowRequest,
  serializeWorkflowRequestContext,
} from './workflow-requests.serializer.ts';

/** Workflow request events reach Admin and Sales sockets only (Recruiters never see them). */
export const WORKFLOW_REQUEST_AUDIENCE = ['Admin', 'Sales'] as const;
export const CANDIDATE_NOT_FOUND = 'Candidate not found';

/**
 * How a request's run is started, queued and cancelled: the jobs wiring
 * (workflow-requests.jobs.ts) implements it on the jobs platform.
 */
export type TWorkflowRunner = {
  /** Writes the run's flow in the caller's transaction; `enqueue` after it commits. */
  start(
    input: {
      request: TWorkflowRequestRow;
      need: TNeedRow;
      candidate: TCandidateRow | undefined;
      actorId: string;
    },
    tx: TExecutor,
  ): Promise<{ flowId: string; enqueue: () => Promise<void> }>;
  /**
   * Cancels the flow if it still waits or runs (it stops at its next stage boundary). Called
   * after the request's cancel committed; a flow that already ended is left as it is.
   */
  cancel(flowId: string, actorId: string): Promise<void>;
};

/** What a finished, cancelled or restarted flow means for its request. */
export type TFlowOutcome =
  | { status: 'COMPLETED' }
  | { status: 'FAILED'; lastError: string }
  | { status: 'CANCELLED' }
  | { status: 'IN_PROGRESS' };

/** The statuses a request may be in when its flow reports each outcome. */
const FOLLOW_FROM: Record<TFlowOutcome['status'], readonly TWorkflowRequestStatus[]> = {
  COMPLETED: ['PENDING', 'IN_PROGRESS'],
  FAILED: ['PENDING', 'IN_PROGRESS'],
  CANCELLED: ['PENDING', 'IN_PROGRESS'],
  IN_PROGRESS: ['FAILED', 'CANCELLED'],
};

export type TWorkflowRequestsServiceDeps = {
  db: TDb;
  bus: TEventBus;
  needs: Pick<TNeedsRepository, 'findById'>;
  candidates: Pick<TCandidatesRepository, 'findById'>;
  runner: TWorkflowRunner;
};

function requireAccess(actor: TActor) {
  if (!can.openWorkflows(actor.role)) throw forbidden(PERMISSION_DENIED);
}

/** The version an edit was made against: the body's, else `If-Match` (a malformed one is 400). */
function expectedVersion(
  bodyVersion: number | undefined,
  ifMatch: string | string[] | undefined,
): number | undefined {
  const fromHeader = readIfMatch(ifMatch, 'workflow request');
  return bodyVersion ?? fromHeader;
}

function stale(currentVersion: number) {
  return new AppError(ErrorCode.STALE_UPDATE, WORKFLOW_MESSAGES.stale, 409, { currentVersion });
}

function requireRequestId(id: string) {
  if (!isUuid(id)) throw notFound(WORKFLOW_MESSAGES.notFound);
}

function workflowEvent<T extends 'workflow_request_updated' | 'workflow_request_triggered'>(
  type: T,
  id: string,
  payload: TLiveEventPayload<T>,
): TLiveEvent {
  return { ...liveEvent(type, id, payload), audience: WORKFLOW_REQUEST_AUDIENCE };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

export function createWorkflowRequestsService(deps: TWorkflowRequestsServiceDeps) {
  const { db, bus, runner } = deps;
  const repo = createWorkflowRequestsRepository(db);

  /** After commit; the change is saved, so a failing bus only delays the screens (they poll). */
  async function publish(event: TLiveEvent) {
    try {
      await bus.publish(event);
    } catch {
      // Clients catch up on their refresh timers.
    }
  }
  const updated = (row: TWorkflowRequestRow) =>
    publish(workflowEvent('workflow_request_updated', row.id, serializeWorkflowRequest(row)));

  async function findNeed(needId: unknown, tx: TExecutor = db) {
    const need =
      typeof needId === 'string' && isUuid(needId)
        ? await deps.needs.findById(needId, tx)
        : undefined;
    if (!need) throw notFound(NEED_MESSAGES.needNotFound);
    return need;
  }

  async function findCandidate(candidateId: unknown, tx: TExecutor = db) {
    if (candidateId === undefined || candidateId === null) return undefined;
    const candidate =
      typeof candidateId === 'string' && isUuid(candidateId)
        ? await deps.candidates.findById(candidateId, tx)
        : undefined;
    if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
    return candidate;
  }

  /** 404 when the request is gone, else the 409 of the action refused from its status. */
  async function refuse(
    id: string,
    action: keyof typeof WORKFLOW_REQUEST_ACTION_FROM,
    tx: TExecutor,
  ) {
    const row = await repo.findById(id, tx);
    if (!row) return notFound(WORKFLOW_MESSAGES.notFound);
    const status = row.status as TWorkflowRequestStatus;
    if (action === 'edit' && !canEditWorkflowRequestPayload(status))
      return conflict(WORKFLOW_PAYLOAD_LOCKED_MESSAGE);
    return conflict(
      getWorkflowRequestRefusal(action, status) ??
        `The workflow request changed meanwhile (now ${status}); reload it`,
    );
  }

  async function load(id: string): Promise<TWorkflowRequestRow> {
    requireRequestId(id);
    const row = await repo.findById(id);
    if (!row) throw notFound(WORKFLOW_MESSAGES.notFound);
    return row;
  }

  /** The payload, need and candidate a start needs; the spec's refusal otherwise. */
  async function checkStart(current: TWorkflowRequestRow, payload: Record<string, unknown>) {
    const type = current.type as TWorkflowRequestType;
    const payloadError = Object.values(
      getWorkflowPayloadErrors(type, payload as TWorkflowPayloadFacts),
    )[0];
    if (payloadError) throw badInput(payloadError);
    const need = await findNeed(payload.needId);
    const candidate = await findCandidate(payload.candidateId);
    const missing = getWorkflowRequestMissingNeedData(type, need);
    if (missing.message)
      throw new AppError(ErrorCode.MISSING_CRM_DATA, missing.message, 422, {
        missing: missing.missing,
      });
    return { need, candidate };
  }

  /**
   * Trigger and retry: checks the payload and the need first, then claims the request in one
   * UPDATE (status in the action's allowed list → IN_PROGRESS, attempts + 1) and writes its new
   * flow in the same transaction; the job is queued once it has committed.
   */
  async function start(
    actor: TActor,
    id: string,
    action: 'start' | 'retry',
    patch: Record<string, unknown> | undefined,
  ): Promise<TWorkflowRequestStarted> {
    requireAccess(actor);
    const current = await load(id);
    const refusal = getWorkflowRequestRefusal(action, current.status as TWorkflowRequestStatus);
    if (refusal) throw conflict(refusal);
    const payload = patch ? mergeWorkflowRequestPayload(current.payload, patch) : current.payload;
    const { need, candidate } = await checkStart(current, payload).catch(async (err: unknown) => {
      await recordRefusedStart({ db, repo, updated }, actor, current, action, err);
      throw err;
    });

    const { row, flowId, enqueue } = await db.transaction(async (tx) => {
      const claimed = await repo.transition(
        id,
        WORKFLOW_REQUEST_ACTION_FROM[action],
        {
          status: WORKFLOW_REQUEST_ACTION_TARGET[action],
          attempts: sql`attempts + 1`,
          lastError: null,
          flowId: null,
          payload,
          needId: need.id,
          candidateId: candidate?.id ?? null,
        },
        tx,
      );
      if (!claimed) throw await refuse(id, action, tx);
      const run = await runner.start({ request: claimed, need, candidate, actorId: actor.id }, tx);
      const withFlow = (await repo.update(id, { flowId: run.flowId }, tx))!;
      await writeAudit(tx, {
        entityType: 'workflow_request',
        entityId: id,
        action: action === 'start' ? 'trigger' : 'retry',
        actorId: actor.id,
        changes: {
          status: { from: current.status, to: withFlow.status },
          attempts: withFlow.attempts,
          flowId: run.flowId,
          ...(patch ? { payload: patch } : {}),
        },
      });
      return { row: withFlow, flowId: run.flowId, enqueue: run.enqueue };
    });
    await enqueue();
    const request = serializeWorkflowRequest(row);
    await publish(workflowEvent('workflow_request_triggered', row.id, request));
    return { id: row.id, flowId, status: request.status };
  }

  return {
    repo,

    async list(actor: TActor, query: TWorkflowRequestListQuery) {
      requireAccess(actor);
      const { rows, total } = await repo.list(
        {
          statuses: query.status,
          types: query.type,
          needId: query.needId,
          candidateId: query.candidateId,
          search: query.search,
        },
        { page: query.page, size: query.size },
      );
      return toPage(rows.map(serializeWorkflowRequest), total, query.page, query.size);
    },

    async get(actor: TActor, id: string): Promise<TWorkflowRequestDetail> {
      requireAccess(actor);
      const row = await load(id);
      const [need, candidate] = await Promise.all([
        deps.needs.findById(row.needId),
        row.candidateId ? deps.candidates.findById(row.candidateId) : undefined,
      ]);
      return {
        ...serializeWorkflowRequest(row),
        context: serializeWorkflowRequestContext(need, candidate),
      };
    },

    /** A NEW request for an existing need; missing display names are filled from the records. */
    async create(actor: TActor, input: TCreateWorkflowRequest): Promise<{ id: string }> {
      requireAccess(actor);
      const payload = mergeWorkflowRequestPayload({}, input.payload);
      const need = await findNeed(payload.needId);
      const candidate = await findCandidate(payload.candidateId);
      payload.needTitle = text(payload.needTitle) ?? need.title;
      payload.clientName = text(payload.clientName) ?? need.client;
      if (candidate) payload.candidateName = text(payload.candidateName) ?? candidate.name;
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(
          {
            stepId: input.stepId ?? null,
            type: input.type,
            status: 'NEW',
            payload,
            needId: need.id,
            candidateId: candidate?.id ?? null,
            createdBy: actor.id,
          },
          tx,
        );
        await writeAudit(tx, {
          entityType: 'workflow_request',
          entityId: created.id,
          action: 'create',
          actorId: actor.id,
          changes: { type: created.type, needId: need.id, candidateId: created.candidateId },
        });
        return created;
      });
      await updated(row);
      return { id: row.id };
    },

    /** The edit form: status and last error always; the payload unless the request runs. */
    async update(
      actor: TActor,
      id: string,
      input: TUpdateWorkflowRequest,
      ifMatch?: string | string[],
    ): Promise<TWorkflowRequest> {
      requireAccess(actor);
      const current = await load(id);
      const expected = expectedVersion(input.version, ifMatch);
      if (expected !== undefined && expected !== current.version) throw stale(current.version);
      if (input.payload && !canEditWorkflowRequestPayload(current.status as TWorkflowRequestStatus))
        throw conflict(WORKFLOW_PAYLOAD_LOCKED_MESSAGE);
      const statusRefusal =
        input.status === undefined
          ? null
          : getWorkflowRequestStatusRefusal(current.status as TWorkflowRequestStatus, input.status);
      if (statusRefusal) throw conflict(statusRefusal);
      const patch: Parameters<typeof repo.transition>[2] = {};
      if (input.status !== undefined) patch.status = input.status;
      if (input.lastError !== undefined) patch.lastError = input.lastError;
      if (input.payload) {
        const payload = mergeWorkflowRequestPayload(current.payload, input.payload);
        const need = await findNeed(payload.needId);
        const candidate = await findCandidate(payload.candidateId);
        Object.assign(patch, { payload, needId: need.id, candidateId: candidate?.id ?? null });
      }
      const row = await db.transaction(async (tx) => {
        const changed = await repo.transition(
          id,
          getWorkflowRequestEditableFrom(input),
          patch,
          tx,
          expected,
        );
        if (!changed) {
          const now = await repo.findById(id, tx);
          if (now && expected !== undefined && now.version !== expected) throw stale(now.version);
          throw await refuse(id, 'edit', tx);
        }
        await writeAudit(tx, {
          entityType: 'workflow_request',
          entityId: id,
          action: 'update',
          actorId: actor.id,
          changes: {
            ...(input.status !== undefined
              ? { status: { from: current.status, to: changed.status } }
              : {}),
            ...(input.lastError !== undefined ? { lastError: input.lastError } : {}),
            ...(input.payload ? { payload: input.payload } : {}),
          },
        });
        return changed;
      });
      await updated(row);
      return serializeWorkflowRequest(row);
    },

    async remove(actor: TActor, id: string): Promise<void> {
      requireAccess(actor);
      requireRequestId(id);
      await db.transaction(async (tx) => {
        const deleted = await repo.deleteIn(id, WORKFLOW_REQUEST_ACTION_FROM.delete, tx);
        if (!deleted) throw await refuse(id, 'delete', tx);
        await writeAudit(tx, {
          entityType: 'workflow_request',
          entityId: id,
          action: 'delete',
          actorId: actor.id,
          changes: { type: deleted.type, status: deleted.status, needId: deleted.needId },
        });
      });
      await publish(workflowEvent('workflow_request_updated', id, { id, deleted: true }));
    },

    trigger(actor: TActor, id: string, input: TTriggerWorkflowRequest) {
      return start(actor, id, 'start', input.payload);
    },

    retry(actor: TActor, id: string) {
      return start(actor, id, 'retry', undefined);
    },

    /** PENDING or IN_PROGRESS → CANCELLED; its flow stops at its next stage boundary. */
    async cancel(actor: TActor, id: string): Promise<TWorkflowRequest> {
      requireAccess(actor);
      requireRequestId(id);
      const row = await db.transaction(async (tx) => {
        const before = await repo.findById(id, tx);
        const cancelled = await repo.transition(
          id,
          WORKFLOW_REQUEST_ACTION_FROM.cancel,
          { status: WORKFLOW_REQUEST_ACTION_TARGET.cancel },
          tx,
        );
        if (!cancelled) throw await refuse(id, 'cancel', tx);
        await writeAudit(tx, {
          entityType: 'workflow_request',
          entityId: id,
          action: 'cancel',
          actorId: actor.id,
          changes: {
            status: { from: before?.status, to: cancelled.status },
            flowId: cancelled.flowId,
          },
        });
        return cancelled;
      });
      if (row.flowId) await runner.cancel(row.flowId, actor.id);
      await updated(row);
      return serializeWorkflowRequest(row);
    },

    /**
     * The request follows its flow: completed → COMPLETED, error → FAILED with the flow's error,
     * cancelled → CANCELLED, restarted → IN_PROGRESS. Only while the request still runs that flow
     * and is in a status the outcome may change (a request cancelled meanwhile stays CANCELLED).
     */
    async followFlow(
      flow: { id: string; type: string; createdBy: string | null; requestId: string },
      outcome: TFlowOutcome,
    ): Promise<TWorkflowRequest | undefined> {
      if (!isUuid(flow.requestId)) return undefined;
      const row = await db.transaction(async (tx) => {
        const changed = await repo.transitionForFlow(
          flow.requestId,
          flow.id,
          FOLLOW_FROM[outcome.status],
          {
            status: outcome.status,
            lastError: outcome.status === 'FAILED' ? outcome.lastError.slice(0, 10_000) : null,
            ...(outcome.status === 'IN_PROGRESS' ? { attempts: sql`attempts + 1` } : {}),
          },
          tx,
        );
        if (!changed) return undefined;
        await writeAudit(tx, {
          entityType: 'workflow_request',
          entityId: changed.id,
          action: 'follow_flow',
          actorId: flow.createdBy,
          changes: {
            status: changed.status,
            flowId: flow.id,
            source: flow.type,
            ...(outcome.status === 'FAILED' ? { lastError: outcome.lastError } : {}),
          },
        });
        return changed;
      });
      if (row) await updated(row);
      return row ? serializeWorkflowRequest(row) : undefined;
    },
  };
}

export type TWorkflowRequestsService = ReturnType<typeof createWorkflowRequestsService>;
