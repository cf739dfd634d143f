import { LIMIT_MESSAGES, type TNeed, type TNeedColumn } from '@staffing/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TExecutor } from '../../../db/client.ts';
import type { TActor } from '../../../lib/actor.ts';
import { badInput } from '../../../lib/errors.ts';
import type { TEventBus } from '../../realtime/event-bus.ts';
import { createNeedsCountCache } from '../needs-count-cache.ts';
import type { TNeedRow } from '../need-record.sql.ts';
import { createNeedsRepository } from '../needs.repository.ts';
import { serializeNeed } from '../needs.serializer.ts';

/** Called after a need's column change has committed (candidate step propagation, docs/decisions/0004-column-steps.md). */
export type TColumnChangedHook = (args: {
  needId: string;
  from: TNeedColumn;
  to: TNeedColumn;
  actor: TActor;
  /** Linked candidates the person moving the need left out (Confirm Move). */
  skipCandidateIds?: readonly string[] | undefined;
  /** The ids of the steps it wrote, when it tells them (Undo removes exactly those). */
}) => Promise<string[] | void>;

/**
 * What a hard delete needs of the stored files (the files module gives it at composition): forget
 * a need's files in the caller's transaction, then delete the released objects after commit.
 */
export type TNeedFiles = {
  releaseNeedFiles(tx: TExecutor, needId: string): Promise<string[]>;
  removeStored(keys: readonly string[]): Promise<void>;
};

export type TNeedsServiceDeps = {
  db: TDb;
  bus: TEventBus;
  log?: Pick<FastifyBaseLogger, 'error'>;
  onColumnChanged?: TColumnChangedHook;
  /** The stored files, registered after this service (read when a need is hard deleted). */
  files?: () => TNeedFiles | undefined;
};

/**
 * What every need use case is given: the module's dependencies and what they share (the
 * repository, the cached totals, the consultants check, the column hook).
 */
export function createNeedsContext(deps: TNeedsServiceDeps) {
  const { db, bus } = deps;
  const repo = createNeedsRepository(db);
  const totals = createNeedsCountCache({ bus });

  /**
   * Consultants must be existing Sales users. On an update only the ids being added are checked,
   * so a need naming a former consultant can still be edited.
   */
  async function assertConsultants(
    ids: readonly string[] | undefined,
    kept: readonly string[],
    tx: TExecutor,
  ) {
    const added = (ids ?? []).filter((id) => !kept.includes(id));
    if (added.length === 0) return;
    const sales = await repo.salesUserIds(added, tx);
    const unknown = added.find((id) => !sales.has(id));
    if (unknown) throw badInput(LIMIT_MESSAGES.unknownConsultant(unknown));
  }
  const onColumnChanged: TColumnChangedHook = deps.onColumnChanged ?? (async () => {});

  async function runColumnHook(args: Parameters<TColumnChangedHook>[0]): Promise<string[]> {
    try {
      return (await onColumnChanged(args)) ?? [];
    } catch (err) {
      // The move has committed; a failed propagation is only logged (spec 000 section 4).
      deps.log?.error(
        { err, needId: args.needId, from: args.from, to: args.to },
        'column change propagation failed',
      );
      return [];
    }
  }

  /** The serialised need (with its candidates) as the caller's transaction sees it. */
  async function serializeIn(row: TNeedRow, tx: TExecutor): Promise<TNeed> {
    const [record] = await repo.withCandidateIds([row], tx);
    return serializeNeed(record!);
  }

  return { deps, db, bus, repo, totals, assertConsultants, runColumnHook, serializeIn };
}

export type TNeedsContext = ReturnType<typeof createNeedsContext>;
