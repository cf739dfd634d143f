import {
  NEED_COLUMNS,
  planColumnSteps,
  STEP_COMMENTS,
  type TNeedColumn,
  type TStepType,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import { recomputeRetention, type TRetentionConfig } from './candidate-retention.ts';
import { createStepsRepository } from './steps.repository.ts';
import { serializeStep } from './steps.serializer.ts';
import { stepEvent, SYSTEM_STEP_SOURCE } from './steps.service.ts';

export type TColumnChange = {
  needId: string;
  from: string | null | undefined;
  to: string;
  actor: { id: string } | null | undefined;
  /** Linked candidates the person moving the need left out (Confirm Move). */
  skipCandidateIds?: readonly string[] | undefined;
};

type TLog = { error: (obj: object, msg?: string) => void };

/**
 * After a need's column changed (docs/decisions/0004-column-steps.md): every linked candidate whose latest step ranks
 * lower than the new column gets a step of that type, unless the pair already has one or the
 * candidate was left out (`planColumnSteps`). Runs after the move has committed; a failure is logged
 * and never undoes the move. Answers the ids of the steps it wrote, so the move can be undone whole.
 */
export function createColumnPropagation(deps: {
  db: TDb;
  bus: TEventBus;
  log?: TLog;
  /** GDPR retention durations (config): a finished need moves its candidates' deadlines. */
  retention?: TRetentionConfig;
}) {
  const { db, bus, log } = deps;
  const repo = createStepsRepository(db);

  return async function propagateColumn(change: TColumnChange): Promise<string[]> {
    const { needId, from, to, actor } = change;
    if (from === to || !(NEED_COLUMNS as readonly string[]).includes(to)) return [];
    const column = to as TNeedColumn;
    try {
      const created = await db.transaction(async (tx) => {
        const now = new Date();
        const pairs = await repo.latestStepsForNeed(needId, tx);
        const planned = planColumnSteps(
          pairs.map((p) => ({
            candidateId: p.candidateId,
            latestType: (p.latest?.type ?? null) as TStepType | null,
            types: p.types as TStepType[],
          })),
          column,
          change.skipCandidateIds,
        );
        const values = planned.map((p) => ({
          needId,
          candidateId: p.candidateId,
          type: p.type,
          status: 'COMPLETED',
          date: now,
          comment: STEP_COMMENTS.propagated,
          source: SYSTEM_STEP_SOURCE,
        }));
        // A step of that type added meanwhile by someone else wins; ours is skipped.
        const inserted = await repo.insertIgnoringDuplicates(values, tx);
        for (const p of pairs) await recomputeRetention(tx, p.candidateId, deps.retention);
        for (const row of inserted)
          await writeAudit(tx, {
            entityType: 'step',
            entityId: row.id,
            action: 'create',
            actorId: actor?.id ?? null,
            changes: {
              needId,
              candidateId: row.candidateId,
              type: row.type,
              reason: 'need_column_change',
              from: from ?? null,
            },
          });
        return inserted;
      });
      for (const row of created) await bus.publish(stepEvent('step_created', serializeStep(row)));
      return created.map((row) => row.id);
    } catch (err) {
      log?.error({ err, needId, from, to }, 'column propagation to candidates failed');
      return [];
    }
  };
}
