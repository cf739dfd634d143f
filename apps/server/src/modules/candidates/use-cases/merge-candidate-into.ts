import type { TExecutor } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { liveEvent, type TLiveEvent } from '../../realtime/event-bus.ts';
import { mergePatch } from '../candidate-fields.ts';
import type { TCandidateInsert } from '../candidates.repository.ts';
import { candidateUpdatedEvents, type TCandidatesContext } from './context.ts';

/**
 * Folds a record made for a document into the candidate who already has its e-mail, by the
 * rule of a manual add (docs/decisions/0008-candidate-merge.md): the incoming values merge into theirs (audit `merge`),
 * the need links and steps of `fromId` move onto them (audit `link`), `fromId` is deleted
 * (audit `delete`). Events: candidate_deleted {merged_into} for `fromId`, then what a manual
 * merge publishes.
 */
export async function mergeCandidateInto(
  ctx: TCandidatesContext,
  tx: TExecutor,
  actorId: string | null,
  input: {
    fromId: string;
    intoId: string;
    values: Partial<TCandidateInsert>;
    needId: string | null;
  },
  audit: Record<string, unknown> = {},
) {
  const { repo, requireCandidate, withRetention, serializeOne } = ctx;
  const { fromId, intoId, needId } = input;
  const from = await requireCandidate(fromId, tx);
  const into = await requireCandidate(intoId, tx);
  const moved = await repo.moveLinks(fromId, intoId, tx);
  for (const movedNeedId of moved)
    await writeAudit(tx, {
      entityType: 'need_candidate',
      entityId: `${movedNeedId}:${intoId}`,
      action: 'link',
      actorId,
      changes: { mergedFrom: fromId },
    });
  await repo.delete(fromId, tx);
  await writeAudit(tx, {
    entityType: 'candidate',
    entityId: fromId,
    action: 'delete',
    actorId,
    changes: { name: from.name, mergedInto: intoId, ...audit },
  });
  const patch = mergePatch(into, input.values);
  const row = await withRetention(
    tx,
    Object.keys(patch).length ? ((await repo.update(intoId, patch, undefined, tx)) ?? into) : into,
  );
  await writeAudit(tx, {
    entityType: 'candidate',
    entityId: intoId,
    action: 'merge',
    actorId,
    changes: { fields: Object.keys(patch), needId, mergedFrom: fromId, ...audit },
  });
  const candidate = await serializeOne(row, needId ? { needId, status: 'ACTIVE' } : undefined, tx);
  const events: TLiveEvent[] = [
    liveEvent('candidate_deleted', fromId, {
      id: fromId,
      merged_into: intoId,
      need_id: needId,
    }),
    ...(needId
      ? [
          liveEvent('candidate_updated', intoId, {
            candidate,
            need_id: needId,
            action: 'MERGED',
            // As a manual merge: whether the pair is linked by this merge (candidate.linked).
            linked: moved.includes(needId),
          }),
        ]
      : candidateUpdatedEvents(candidate, 'MERGED')),
  ];
  return { row, candidate, events };
}
