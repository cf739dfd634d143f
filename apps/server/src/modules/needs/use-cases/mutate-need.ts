import type { TMovedNeed, TNeedColumn } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { requireMutate, requireNeedId, type TExpectedVersion } from '../need-access.ts';
import type { TBuildChange } from './apply-need-change.ts';
import { changeNeedOptimistically } from './change-need-optimistically.ts';
import type { TNeedsContext } from './context.ts';

/**
 * A route's write to an existing need; the column hook runs after the event is published and
 * its steps' ids come back with the need.
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
  const { bus, runColumnHook } = ctx;
  requireMutate(actor);
  requireNeedId(id);
  const result = await changeNeedOptimistically(ctx, actor, id, expected, action, build);
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
