import {
  canEditWorkflowRequestPayload,
  getWorkflowRequestEditableFrom,
  getWorkflowRequestStatusRefusal,
  mergeWorkflowRequestPayload,
  WORKFLOW_PAYLOAD_LOCKED_MESSAGE,
  type TUpdateWorkflowRequest,
  type TWorkflowRequest,
  type TWorkflowRequestStatus,
} from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict } from '../../../lib/errors.ts';
import { expectedVersion, requireAccess, stale } from '../workflow-request-access.ts';
import { serializeWorkflowRequest } from '../workflow-requests.serializer.ts';
import type { TWorkflowRequestsContext } from './context.ts';

/** The edit form: status and last error always; the payload unless the request runs. */
export async function updateWorkflowRequest(
  ctx: TWorkflowRequestsContext,
  actor: TActor,
  id: string,
  input: TUpdateWorkflowRequest,
  ifMatch?: string | string[],
): Promise<TWorkflowRequest> {
  const { db, repo, load, findNeed, findCandidate, refuse, updated } = ctx;
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
}
