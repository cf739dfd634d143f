import { isUuid, type TCandidatesByNeed } from '@staffing/domain';
import { noGoStepsByPair, pairKey, serializeLatestStep } from '../candidate-latest-step.ts';
import { groupLinks, serializeCandidate } from '../candidates.serializer.ts';
import type { TCandidatesContext } from './context.ts';

const BULK_NEEDS_LIMIT = 200;

/** Candidates of several needs: a constant number of queries, whatever the number of needs. */
export async function listCandidatesByNeeds(
  ctx: TCandidatesContext,
  needIdsText: string | string[] | undefined,
): Promise<TCandidatesByNeed> {
  const { repo, followUpFor } = ctx;
  const parts = (Array.isArray(needIdsText) ? needIdsText : [needIdsText ?? '']).flatMap((p) =>
    p.split(','),
  );
  const needIds = [...new Set(parts.map((p) => p.trim()).filter(isUuid))].slice(
    0,
    BULK_NEEDS_LIMIT,
  );
  // The NO_GO decisions depend on the needs alone: read beside the candidates, not after.
  const [rows, noGoSteps] = await Promise.all([
    repo.listForNeeds(needIds, undefined, { withTypes: false }),
    repo.goNoGoStepsForNeeds(needIds),
  ]);
  const links = groupLinks(await repo.needLinksFor([...new Set(rows.map((r) => r.candidate.id))]));
  const noGo = noGoStepsByPair(noGoSteps);
  const now = new Date();
  const out: TCandidatesByNeed = Object.fromEntries(needIds.map((id) => [id, []]));
  for (const r of rows)
    out[r.needId]!.push({
      ...serializeCandidate(r.candidate, links.get(r.candidate.id) ?? [], {
        needId: r.needId,
        status: r.linkStatus,
      }),
      latestStep: serializeLatestStep(r.latest),
      noGoStep: noGo.get(pairKey(r.needId, r.candidate.id)) ?? null,
      followUp: followUpFor(r.latest, now, r.needColumn),
    });
  return out;
}
