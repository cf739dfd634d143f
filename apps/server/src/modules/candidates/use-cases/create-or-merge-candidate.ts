import type { TExecutor } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { liveEvent, type TLiveEvent } from '../../realtime/event-bus.ts';
import { mergePatch } from '../candidate-fields.ts';
import type { TCandidateInsert, TCandidateRow } from '../candidates.repository.ts';
import { candidateUpdatedEvents, type TCandidatesContext } from './context.ts';
import { linkPair } from './link-pair.ts';

/**
 * Creates the candidate, or merges into the one with the same e-mail (docs/decisions/0008-candidate-merge.md). With a
 * need, links it and gives the pair its CANDIDATE_IDENTIFIED step when it has none.
 */
export async function createOrMergeCandidate(
  ctx: TCandidatesContext,
  tx: TExecutor,
  actorId: string | null,
  values: Partial<TCandidateInsert> & { name: string },
  needId: string | undefined,
  audit: Record<string, unknown> = {},
) {
  const { repo, requireNeed, withRetention, serializeOne } = ctx;
  if (needId) await requireNeed(needId, tx);
  const existing = values.email ? await repo.findByEmail(values.email, tx) : undefined;
  let row: TCandidateRow;
  if (existing) {
    const patch = mergePatch(existing, values);
    row = Object.keys(patch).length
      ? ((await repo.update(existing.id, patch, undefined, tx)) ?? existing)
      : existing;
    await writeAudit(tx, {
      entityType: 'candidate',
      entityId: row.id,
      action: 'merge',
      actorId,
      changes: { fields: Object.keys(patch), needId: needId ?? null, ...audit },
    });
  } else {
    row = await repo.insert(values as TCandidateInsert, tx);
    await writeAudit(tx, {
      entityType: 'candidate',
      entityId: row.id,
      action: 'create',
      actorId,
      changes: { needId: needId ?? null, ...audit },
    });
  }
  const link = needId ? await linkPair(ctx, tx, actorId, needId, row.id) : null;
  row = await withRetention(tx, row);
  const candidate = await serializeOne(row, needId ? { needId, status: 'ACTIVE' } : undefined, tx);
  const events: TLiveEvent[] = existing
    ? needId
      ? [
          liveEvent('candidate_updated', candidate.id, {
            candidate,
            need_id: needId,
            action: 'MERGED',
            // Whether the merge also linked the pair (webhooks send candidate.linked then).
            linked: link?.linked ?? false,
          }),
        ]
      : candidateUpdatedEvents(candidate, 'MERGED')
    : [liveEvent('candidate_created', candidate.id, { candidate, need_id: needId ?? null })];
  if (link) events.push(...link.events);
  return { row, candidate, merged: !!existing, step: link?.step ?? null, events };
}
