import { NEED_MESSAGES, type TMovedNeed, type TNeedColumn } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import { requireMutate, requireNeedId, type TExpectedVersion } from '../need-access.ts';
import { applyNeedChange, type TBuildChange } from './apply-need-change.ts';
import { changeNeed } from './change-need.ts';
import type { TNeedsContext } from './context.ts';

/** Tries of an unlocked write before it takes the row's lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * A route's write to an existing need; the column hook runs after the event is published and
 * its steps' ids come back with the need.
 *
 * The write is optimistic: read, build, write only if nobody wrote in between, else read again.
 * Two round trips where a locked transaction takes four (the PATCH → need_updated figure), with
 * the same outcome: writes apply one after the other, and a stale version the caller names is 409.
 */
export async function mutateNeed(
  ctx: TNeedsContext,
  actor: TActor,
  id: string,
  expected: TExpectedVersion,
  action: string,
  build: TBuildChange,
  skipCandidateIds?: readonly string[],
): Promise<TMovedNeed> {
  const { db, repo, bus, runColumnHook } = ctx;
  requireMutate(actor);
  requireNeedId(id);
  let result: Awaited<ReturnType<typeof changeNeed>> | null = null;
  for (let attempt = 1; !result; attempt++) {
    const row = await repo.findForChange(id);
    if (!row) throw notFound(NEED_MESSAGES.needNotFound);
    result = await applyNeedChange(ctx, db, actor.id, row, action, build, { expected }, true);
    // Writes to one need this close together are rare; a need written on and on is locked.
    if (!result && attempt === OPTIMISTIC_ATTEMPTS)
      result = await db.transaction((tx) =>
        changeNeed(ctx, tx, actor.id, id, action, build, { expected }),
      );
  }
  for (const event of result.events) await bus.publish(event);
  if (!result.changed.includes('column')) return { ...result.need, addedStepIds: [] };
  const addedStepIds = await runColumnHook({
    needId: id,
    from: result.before.column as TNeedColumn,
    to: result.after.column as TNeedColumn,
    actor,
    skipCandidateIds,
  });
  return { ...result.need, addedStepIds };
}
