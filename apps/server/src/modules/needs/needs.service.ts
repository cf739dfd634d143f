import { NEED_MESSAGES, type TNeed } from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { bindUseCase } from '../../lib/use-case.ts';
import { requireNeedId } from './need-access.ts';
import { serializeNeed } from './needs.serializer.ts';
import { changeNeed } from './use-cases/change-need.ts';
import { createNeedsContext, type TNeedsServiceDeps } from './use-cases/context.ts';
import { createNeedRecord } from './use-cases/create-need-record.ts';
import { createNeed } from './use-cases/create-need.ts';
import { hardDeleteNeed, removeNeedRecord } from './use-cases/hard-delete-need.ts';
import { listNeeds } from './use-cases/list-needs.ts';
import { moveNeed } from './use-cases/move-need.ts';
import { updateNeedAnalysis } from './use-cases/update-need-analysis.ts';
import { updateNeed } from './use-cases/update-need.ts';

export { NEED_STALE_UPDATE, NEEDS_MUTATION_FORBIDDEN } from './need-access.ts';
export type { TColumnChangedHook, TNeedsServiceDeps } from './use-cases/context.ts';

/** The needs module: its use cases (one file each) given one shared context. */
export function createNeedsService(deps: TNeedsServiceDeps) {
  const ctx = createNeedsContext(deps);
  const { repo } = ctx;

  /**
   * Transaction-aware commands: every write to a need, by a route or by a job, goes through
   * these. They write the rows and the audit record in the caller's transaction and return the
   * live events to publish once it has committed. Access rules are the caller's (a route checks
   * the actor's role, a job acts for whoever started it).
   */
  const commands = {
    /** A new need, its audit record and need_created {need}. */
    create: bindUseCase(ctx, createNeedRecord),
    /**
     * One write to an existing need: lock, check the version, apply what really changed with its
     * audit record; need_updated {changed fields, version, updatedAt, need} to publish.
     */
    change: bindUseCase(ctx, changeNeed),
  };

  return {
    repo,
    commands,

    list: bindUseCase(ctx, listNeeds),

    async get(_actor: TActor, id: string): Promise<TNeed> {
      requireNeedId(id);
      const record = await repo.findById(id);
      if (!record) throw notFound(NEED_MESSAGES.needNotFound);
      return serializeNeed(record);
    },

    async listClients(_actor: TActor): Promise<string[]> {
      return repo.uniqueClients();
    },

    create: bindUseCase(ctx, createNeed),
    /** PATCH /needs/{id}: the changed fields, possibly a column change from the edit dialog. */
    update: bindUseCase(ctx, updateNeed),
    /** PATCH /needs/{id}/column: board moves and process actions (Freeze remembers, Unfreeze forgets). */
    move: bindUseCase(ctx, moveNeed),
    /** PATCH /needs/{id}/analysis: the analysis object and the flattened fields, kept in sync. */
    updateAnalysis: bindUseCase(ctx, updateNeedAnalysis),
    /** Permanent deletion, Admin only; soft deletion is a move to DELETED. */
    hardDelete: bindUseCase(ctx, hardDeleteNeed),
    /** The undo of an import: the same permanent removal, audited as `import_undone`. */
    removeImported: (actor: TActor, id: string) =>
      removeNeedRecord(ctx, actor, id, 'import_undone'),
  };
}
export type TNeedsService = ReturnType<typeof createNeedsService>;
