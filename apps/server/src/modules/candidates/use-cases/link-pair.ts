import type { TExecutor } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { serializeStep } from '../../steps/steps.serializer.ts';
import { addIdentifiedStep, stepEvent } from '../../steps/steps.service.ts';
import type { TCandidatesContext } from './context.ts';

/**
 * Links the pair (audit `link`) and gives it its CANDIDATE_IDENTIFIED step (audit `create`)
 * when it has none; step_created to publish.
 */
export async function linkPair(
  ctx: TCandidatesContext,
  tx: TExecutor,
  actorId: string | null,
  needId: string,
  candidateId: string,
) {
  const { repo } = ctx;
  const linked = await repo.link(needId, candidateId, tx);
  if (linked)
    await writeAudit(tx, {
      entityType: 'need_candidate',
      entityId: `${needId}:${candidateId}`,
      action: 'link',
      actorId,
    });
  const step = (await repo.pairHasSteps(needId, candidateId, tx))
    ? null
    : await addIdentifiedStep(tx, { needId, candidateId }, actorId);
  return {
    linked,
    step,
    events: step ? [stepEvent('step_created', serializeStep(step))] : [],
  };
}
