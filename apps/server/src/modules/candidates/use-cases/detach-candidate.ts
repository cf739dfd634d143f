import { can } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { liveEvent, type TLiveEvent } from '../../realtime/event-bus.ts';
import { CANDIDATE_API_MESSAGES as M } from '../../steps/candidate-access.ts';
import type { TCandidatesContext } from './context.ts';

export async function detachCandidate(
  ctx: TCandidatesContext,
  actor: TActor,
  needId: string,
  candidateId: string,
): Promise<void> {
  const { db, repo, requireNeed, serializeOne, publish } = ctx;
  if (!can.detachCandidate(actor.role)) throw forbidden(M.detachAdminOnly);
  const need = await db.transaction(async (tx) => {
    const found = await requireNeed(needId, tx);
    if (!(await repo.unlink(needId, candidateId, tx))) throw notFound(M.notAssociated);
    await writeAudit(tx, {
      entityType: 'need_candidate',
      entityId: `${needId}:${candidateId}`,
      action: 'unlink',
      actorId: actor.id,
    });
    return found;
  });
  const row = await repo.findById(candidateId);
  const events: TLiveEvent[] = [];
  if (row) {
    const candidate = await serializeOne(row);
    events.push(
      liveEvent('candidate_updated', candidateId, {
        candidate,
        need_id: needId,
        action: 'DETACHED',
      }),
    );
  }
  events.push(
    liveEvent('need_updated', needId, {
      action: 'CANDIDATE_DETACHED',
      candidate_id: candidateId,
      column: need.column,
      progressPct: need.progressPct,
    }),
  );
  await publish(events);
}
