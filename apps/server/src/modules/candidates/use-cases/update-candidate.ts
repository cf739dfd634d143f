import { ErrorCode } from '@staffing/domain';
import type { TExecutor } from '../../../db/client.ts';
import { auditDiff, writeAudit } from '../../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { CANDIDATE_API_MESSAGES as M } from '../../steps/candidate-access.ts';
import type { TCandidateInsert } from '../candidates.repository.ts';
import { candidateUpdatedEvents, type TCandidatesContext } from './context.ts';

/**
 * One write to an existing candidate's fields (a manual edit, a CV file set or cleared):
 * checked against `expectedVersion` when given, audit `action` {fields, ...audit},
 * candidate_updated {candidate, need_id} per linked need. An e-mail already held by another
 * candidate is refused.
 */
export async function updateCandidate(
  ctx: TCandidatesContext,
  tx: TExecutor,
  actorId: string | null,
  id: string,
  action: string,
  changes: Partial<TCandidateInsert>,
  options: { expectedVersion?: number; audit?: Record<string, unknown> } = {},
) {
  const { repo, withRetention, serializeOne } = ctx;
  if (changes.email) {
    const other = await repo.findByEmail(changes.email, tx);
    if (other && other.id !== id) throw conflict(M.emailTaken);
  }
  const before = await repo.findById(id, tx);
  const written = await repo.update(id, changes, options.expectedVersion, tx);
  if (!written) {
    if (before) throw new AppError(ErrorCode.STALE_UPDATE, M.stale);
    throw notFound(M.candidateNotFound);
  }
  const updated = await withRetention(tx, written);
  await writeAudit(tx, {
    entityType: 'candidate',
    entityId: id,
    action,
    actorId,
    changes: {
      fields: Object.keys(changes),
      diff: auditDiff(before, updated, Object.keys(changes)),
      ...options.audit,
    },
  });
  const candidate = await serializeOne(updated, undefined, tx);
  return { row: updated, candidate, events: candidateUpdatedEvents(candidate) };
}
