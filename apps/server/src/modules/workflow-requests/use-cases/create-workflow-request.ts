import { mergeWorkflowRequestPayload, type TCreateWorkflowRequest } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { requireAccess, text } from '../workflow-request-access.ts';
import type { TWorkflowRequestsContext } from './context.ts';

/** A NEW request for an existing need; missing display names are filled from the records. */
export async function createWorkflowRequest(
  ctx: TWorkflowRequestsContext,
  actor: TActor,
  input: TCreateWorkflowRequest,
): Promise<{ id: string }> {
  const { db, repo, findNeed, findCandidate, updated } = ctx;
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
}
