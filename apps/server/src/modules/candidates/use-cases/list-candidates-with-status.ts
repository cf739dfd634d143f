import {
  getCandidateStage,
  getStageProgress,
  type TCandidateWithStatus,
  type TStepType,
} from '@staffing/domain';
import { noGoStepsByPair, pairKey, serializeLatestStep } from '../candidate-latest-step.ts';
import { groupLinks, serializeCandidate } from '../candidates.serializer.ts';
import type { TCandidatesContext } from './context.ts';

export async function listCandidatesWithStatus(
  ctx: TCandidatesContext,
  needId: string,
): Promise<TCandidateWithStatus[]> {
  const { repo, requireNeed, followUpFor } = ctx;
  await requireNeed(needId);
  const rows = await repo.listForNeeds([needId]);
  const links = groupLinks(await repo.needLinksFor(rows.map((r) => r.candidate.id)));
  const noGo = noGoStepsByPair(await repo.goNoGoStepsForNeeds([needId]));
  const now = new Date();
  return rows.map((r) => {
    const stage = getCandidateStage(r.types.map((type) => ({ type: type as TStepType })));
    return {
      ...serializeCandidate(r.candidate, links.get(r.candidate.id) ?? [], {
        needId,
        status: r.linkStatus,
      }),
      latestStep: serializeLatestStep(r.latest),
      noGoStep: noGo.get(pairKey(needId, r.candidate.id)) ?? null,
      followUp: followUpFor(r.latest, now, r.needColumn),
      stage,
      stageProgress: getStageProgress(stage),
    };
  });
}
