import type { TExecutor } from '../../../db/client.ts';
import { liveEvent, type TLiveEvent } from '../../realtime/event-bus.ts';
import type { TCandidatesContext } from './context.ts';
import { linkPair } from './link-pair.ts';

/** Links an existing candidate to a need (with its identified step when the pair has none). */
export async function linkCandidate(
  ctx: TCandidatesContext,
  tx: TExecutor,
  actorId: string | null,
  needId: string,
  candidateId: string,
) {
  const { requireNeed, requireCandidate, withRetention, serializeOne } = ctx;
  await requireNeed(needId, tx);
  const found = await requireCandidate(candidateId, tx);
  const result = await linkPair(ctx, tx, actorId, needId, candidateId);
  const row = await withRetention(tx, found);
  const candidate = await serializeOne(row, { needId, status: 'ACTIVE' }, tx);
  const events: TLiveEvent[] = result.linked
    ? [
        liveEvent('candidate_updated', candidateId, {
          candidate,
          need_id: needId,
          action: 'LINKED',
        }),
      ]
    : [];
  events.push(...result.events);
  return { candidate, linked: result.linked, events };
}
