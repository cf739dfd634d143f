import { WORKFLOW_REQUEST_ACTION_FROM } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type {
  TWorkflowRequestRow,
  TWorkflowRequestsRepository,
} from './workflow-requests.repository.ts';

/**
 * A start refused by its payload or its need (spec 001 §4: on failure the request is FAILED with
 * the error): recorded, so every screen shows why, and Start or Retry may follow. A 409 (the
 * request is not in a status to start) leaves it as it is.
 */
export async function recordRefusedStart(
  deps: {
    db: TDb;
    repo: TWorkflowRequestsRepository;
    updated: (row: TWorkflowRequestRow) => Promise<void>;
  },
  actor: TActor,
  current: TWorkflowRequestRow,
  action: 'start' | 'retry',
  err: unknown,
): Promise<void> {
  if (!(err instanceof AppError) || err.status === 409) return;
  const row = await deps.db.transaction(async (tx) => {
    const failed = await deps.repo.transition(
      current.id,
      WORKFLOW_REQUEST_ACTION_FROM[action],
      { status: 'FAILED', lastError: err.message.slice(0, 10_000) },
      tx,
    );
    if (!failed) return undefined;
    await writeAudit(tx, {
      entityType: 'workflow_request',
      entityId: current.id,
      action: action === 'start' ? 'trigger' : 'retry',
      actorId: actor.id,
      changes: { status: { from: current.status, to: 'FAILED' }, lastError: err.message },
    });
    return failed;
  });
  if (row) await deps.updated(row);
}
