import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  getWorkflowPayloadErrors,
  getWorkflowRequestMissingNeedData,
  getWorkflowRequestRefusal,
  mergeWorkflowRequestPayload,
  WORKFLOW_REQUEST_ACTION_FROM,
  WORKFLOW_REQUEST_ACTION_TARGET,
  type TWorkflowPayloadFacts,
  type TWorkflowRequestStarted,
  type TWorkflowRequestStatus,
  type TWorkflowRequestType,
} from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, badInput, conflict } from '../../../lib/errors.ts';
import { requireAccess, workflowEvent } from '../workflow-request-access.ts';
import type { TWorkflowRequestRow } from '../workflow-requests.repository.ts';
import { serializeWorkflowRequest } from '../workflow-requests.serializer.ts';
import { recordRefusedStart } from '../workflow-start-refusal.ts';
import type { TWorkflowRequestsContext, TWorkflowRunner } from './context.ts';

/** The payload, need and candidate a start needs; the spec's refusal otherwise. */
async function checkStart(
  ctx: TWorkflowRequestsContext,
  current: TWorkflowRequestRow,
  payload: Record<string, unknown>,
) {
  const { findNeed, findCandidate } = ctx;
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
export async function startWorkflowRequest(
  ctx: TWorkflowRequestsContext & { runner: TWorkflowRunner },
  actor: TActor,
  id: string,
  action: 'start' | 'retry',
  patch: Record<string, unknown> | undefined,
): Promise<TWorkflowRequestStarted> {
  const { db, repo, runner, load, refuse, updated, publish } = ctx;
  requireAccess(actor);
  const current = await load(id);
  const refusal = getWorkflowRequestRefusal(action, current.status as TWorkflowRequestStatus);
  if (refusal) throw conflict(refusal);
  const payload = patch ? mergeWorkflowRequestPayload(current.payload, patch) : current.payload;
  const { need, candidate } = await checkStart(ctx, current, payload).catch(
    async (err: unknown) => {
      await recordRefusedStart({ db, repo, updated }, actor, current, action, err);
      throw err;
    },
  );

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
