import {
  canEditWorkflowRequestPayload,
  getWorkflowRequestRefusal,
  isUuid,
  NEED_MESSAGES,
  WORKFLOW_MESSAGES,
  WORKFLOW_PAYLOAD_LOCKED_MESSAGE,
  type WORKFLOW_REQUEST_ACTION_FROM,
  type TWorkflowRequestStatus,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type {
  TCandidateRow,
  TCandidatesRepository,
} from '../../candidates/candidates.repository.ts';
import type { TNeedRow } from '../../needs/need-record.sql.ts';
import type { TNeedsRepository } from '../../needs/needs.repository.ts';
import type { TEventBus, TLiveEvent } from '../../realtime/event-bus.ts';
import {
  CANDIDATE_NOT_FOUND,
  requireRequestId,
  workflowEvent,
} from '../workflow-request-access.ts';
import {
  createWorkflowRequestsRepository,
  type TWorkflowRequestRow,
} from '../workflow-requests.repository.ts';
import { serializeWorkflowRequest } from '../workflow-requests.serializer.ts';

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

export type TWorkflowRequestsContextDeps = {
  db: TDb;
  bus: TEventBus;
  needs: Pick<TNeedsRepository, 'findById'>;
  candidates: Pick<TCandidatesRepository, 'findById'>;
};

/**
 * What every workflow request use case is given: the module's dependencies and what they share
 * (the repository, publishing after commit, the need and candidate a payload names, refusals).
 * The runner is not part of it: the runner's jobs follow their flows through this context.
 */
export function createWorkflowRequestsContext(deps: TWorkflowRequestsContextDeps) {
  const { db, bus } = deps;
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

  return { deps, db, repo, publish, updated, findNeed, findCandidate, refuse, load };
}

export type TWorkflowRequestsContext = ReturnType<typeof createWorkflowRequestsContext>;
