import { NEED_MESSAGES } from '@staffing/domain';
import type { TExecutor } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import type { TExpectedVersion } from '../need-access.ts';
import { applyNeedChange, type TBuildChange } from './apply-need-change.ts';
import type { TNeedsContext } from './context.ts';

/**
 * One write to an existing need: lock, check the version, apply what really changed with its
 * audit record; need_updated {changed fields, version, updatedAt, need} to publish.
 */
export async function changeNeed(
  ctx: TNeedsContext,
  tx: TExecutor,
  actorId: string | null,
  id: string,
  action: string,
  build: TBuildChange,
  options: { expected?: TExpectedVersion; audit?: Record<string, unknown> } = {},
) {
  const { repo } = ctx;
  const row = await repo.findForUpdate(id, tx);
  if (!row) throw notFound(NEED_MESSAGES.needNotFound);
  const result = await applyNeedChange(ctx, tx, actorId, row, action, build, options, false);
  if (!result) throw notFound(NEED_MESSAGES.needNotFound);
  return result;
}
