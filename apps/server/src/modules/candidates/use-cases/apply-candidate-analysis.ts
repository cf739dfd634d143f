import type { TExecutor } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { CANDIDATE_API_MESSAGES as M } from '../../steps/candidate-access.ts';
import type { TCandidateInsert } from '../candidates.repository.ts';
import { candidateUpdatedEvents, type TCandidatesContext } from './context.ts';

/**
 * Writes a CV analysis (or its status) onto the candidate: audit `analysis`,
 * candidate_updated {candidate, action: ANALYSIS_UPDATED}. An e-mail already held by another
 * candidate is refused, as on an edit.
 */
export async function applyCandidateAnalysis(
  ctx: TCandidatesContext,
  tx: TExecutor,
  actorId: string | null,
  id: string,
  changes: Partial<TCandidateInsert>,
  audit: Record<string, unknown> = {},
) {
  const { repo, serializeOne } = ctx;
  if (changes.email) {
    const other = await repo.findByEmail(changes.email, tx);
    if (other && other.id !== id) throw conflict(M.emailTaken);
  }
  const updated = await repo.update(id, changes, undefined, tx);
  if (!updated) throw notFound(M.candidateNotFound);
  await writeAudit(tx, {
    entityType: 'candidate',
    entityId: id,
    action: 'analysis',
    actorId,
    changes: { fields: Object.keys(changes), status: changes.cvAnalysisStatus, ...audit },
  });
  const candidate = await serializeOne(updated, undefined, tx);
  return {
    row: updated,
    candidate,
    events: candidateUpdatedEvents(candidate, 'ANALYSIS_UPDATED'),
  };
}
