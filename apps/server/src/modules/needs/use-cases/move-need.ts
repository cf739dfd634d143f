import type { TMovedNeed, TMoveNeedRequest } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { buildColumnValues } from '../need-values.ts';
import type { TNeedsContext } from './context.ts';
import { mutateNeed } from './mutate-need.ts';

/** PATCH /needs/{id}/column: board moves and process actions (Freeze remembers, Unfreeze forgets). */
export async function moveNeed(
  ctx: TNeedsContext,
  actor: TActor,
  id: string,
  input: TMoveNeedRequest,
  ifMatch?: string | string[],
): Promise<TMovedNeed> {
  return mutateNeed(
    ctx,
    actor,
    id,
    { version: input.version, ifMatch },
    'move',
    (row) => buildColumnValues(row, input.column),
    input.skipCandidateIds,
  );
}
