import { candidateFieldsFromAnalysisObject, type TCandidate } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { assertCanMutateCandidates } from '../../steps/candidate-access.ts';
import type { TCandidateAnalysisUpdate } from '../candidate-analysis.ts';
import { manualAfter } from '../candidate-fields.ts';
import type { TCandidateInsert } from '../candidates.repository.ts';
import { applyCandidateAnalysis } from './apply-candidate-analysis.ts';
import type { TCandidatesContext } from './context.ts';

export async function editCandidateAnalysis(
  ctx: TCandidatesContext,
  actor: TActor,
  id: string,
  input: TCandidateAnalysisUpdate,
): Promise<TCandidate> {
  const { db, requireCandidate, publish } = ctx;
  assertCanMutateCandidates(actor);
  const existing = await requireCandidate(id);
  const changes: Partial<TCandidateInsert> = {};
  if (input.cvAnalysis !== undefined) {
    changes.cvAnalysis = input.cvAnalysis;
    if (input.cvAnalysis)
      Object.assign(
        changes,
        candidateFieldsFromAnalysisObject(input.cvAnalysis, { skills: existing.skills ?? [] }),
      );
  }
  changes.cvAnalysisStatus =
    input.cvAnalysisStatus ?? (input.cvAnalysis ? 'READY' : existing.cvAnalysisStatus);
  // An analysis a person edited and saved is theirs, as an edit of the fields is.
  const manualFields = manualAfter(existing, changes);
  if (JSON.stringify(manualFields) !== JSON.stringify(existing.manualFields ?? []))
    changes.manualFields = manualFields;
  const result = await db.transaction((tx) =>
    applyCandidateAnalysis(ctx, tx, actor.id, id, changes),
  );
  await publish(result.events);
  return result.candidate;
}
