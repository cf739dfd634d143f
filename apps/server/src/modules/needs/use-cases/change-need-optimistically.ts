import { NEED_MESSAGES } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import type { TExpectedVersion } from '../need-access.ts';
import { applyNeedChange, type TBuildChange } from './apply-need-change.ts';
import { changeNeed } from './change-need.ts';
import type { TNeedsContext } from './context.ts';

/** Tries of an unlocked write before it takes the row's lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * A route's write: read, build, write only if nobody wrote in between, else read again. Two
 * round trips where a locked transaction takes four (the PATCH → need_updated figure), with the
 * same outcome: writes apply one after the other, and a stale version the caller names is 409.
 */
export async function changeNeedOptimistically(
  ctx: TNeedsContext,
  actor: TActor,
  id: string,
  expected: TExpectedVersion,
  action: string,
  build: TBuildChange,
) {
  const { db, repo } = ctx;
  for (let attempt = 1; ; attempt++) {
    const row = await repo.findForChange(id);
    if (!row) throw notFound(NEED_MESSAGES.needNotFound);
    const result = await applyNeedChange(ctx, db, actor.id, row, action, build, { expected }, true);
    if (result) return result;
    // Writes to one need this close together are rare; a need written on and on is locked.
    if (attempt === OPTIMISTIC_ATTEMPTS)
      return db.transaction((tx) => changeNeed(ctx, tx, actor.id, id, action, build, { expected }));
  }
}
