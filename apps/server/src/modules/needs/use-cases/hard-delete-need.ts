import { can, NEED_MESSAGES } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { deleteAudited } from '../../../lib/audit.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { liveEvent } from '../../realtime/event-bus.ts';
import { requireNeedId } from '../need-access.ts';
import type { TNeedsContext } from './context.ts';

/** Permanent deletion, Admin only; soft deletion is a move to DELETED. */
export async function hardDeleteNeed(ctx: TNeedsContext, actor: TActor, id: string): Promise<void> {
  if (!can.hardDeleteNeed(actor.role)) throw forbidden(NEED_MESSAGES.hardDeleteForbidden);
  await removeNeedRecord(ctx, actor, id, 'hard_delete');
}

/**
 * The permanent removal itself, audited under `action` and announced; the caller has checked
 * who may (the Admin's hard delete; the undo of an import by whoever ran it).
 */
export async function removeNeedRecord(
  ctx: TNeedsContext,
  actor: TActor,
  id: string,
  action: string,
): Promise<void> {
  const { db, bus, deps, repo } = ctx;
  requireNeedId(id);
  const files = deps.files?.();
  const keys = await db.transaction(async (tx) => {
    const released = (await files?.releaseNeedFiles(tx, id)) ?? [];
    await deleteAudited(tx, actor, 'need', id, {
      remove: () => repo.delete(id, tx),
      missing: () => notFound(NEED_MESSAGES.needNotFound),
      action,
      changes: ({ title, client, column }) => ({ title, client, column }),
    });
    return released;
  });
  await files?.removeStored(keys);
  await bus.publish(liveEvent('need_deleted', id, { id }));
}
