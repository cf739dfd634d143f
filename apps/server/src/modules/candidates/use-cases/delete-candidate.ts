import { can, CANDIDATE_DELETE_REASON } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { deleteAudited } from '../../../lib/audit.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { CANDIDATE_API_MESSAGES as M } from '../../steps/candidate-access.ts';
import { NO_FILES, removeCandidateData } from '../remove-candidate.ts';
import { candidateUpdatedEvents, type TCandidatesContext } from './context.ts';

/** The Admin's delete: the same removal as an erasure (files, flows, requests), audited. */
export async function deleteCandidate(
  ctx: TCandidatesContext,
  actor: TActor,
  id: string,
): Promise<void> {
  if (!can.deleteCandidate(actor.role)) throw forbidden(M.deleteAdminOnly);
  await removeCandidateRecord(ctx, actor, id, CANDIDATE_DELETE_REASON);
}

/**
 * The removal itself, audited with its reason and announced; the caller has checked who may
 * (the Admin's delete; the undo of an import by whoever ran it).
 */
export async function removeCandidateRecord(
  ctx: TCandidatesContext,
  actor: TActor,
  id: string,
  reason: string,
): Promise<void> {
  const { db, deps, requireCandidate, serializeOne, publish } = ctx;
  const existing = await requireCandidate(id);
  const before = await serializeOne(existing);
  const files = deps.files?.() ?? NO_FILES;
  const removed = await db.transaction((tx) =>
    deleteAudited(tx, actor, 'candidate', id, {
      remove: () => removeCandidateData(tx, id, files),
      missing: () => notFound(M.candidateNotFound),
      changes: (out) => ({
        name: existing.name,
        reason,
        basis: existing.legalBasis,
        deadline: existing.retentionDeadline?.toISOString() ?? null,
        files: out.keys.length,
      }),
    }),
  );
  await files.removeStored(removed.keys);
  await publish(candidateUpdatedEvents(before, 'DELETED'));
}
