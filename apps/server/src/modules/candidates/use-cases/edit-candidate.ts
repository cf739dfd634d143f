import {
  CANDIDATE_MESSAGES,
  ErrorCode,
  isClientCvUrl,
  isConsentDateMissing,
  type TCandidate,
  type TUpdateCandidateRequest,
} from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { AppError, badInput, conflict } from '../../../lib/errors.ts';
import {
  assertCanMutateCandidates,
  CANDIDATE_API_MESSAGES as M,
  isUniqueViolation,
} from '../../steps/candidate-access.ts';
import { manualAfter, toColumns } from '../candidate-fields.ts';
import { gdprDateColumns } from '../../steps/candidate-retention.ts';
import { EMAIL_INDEX, type TCandidatesContext } from './context.ts';
import { updateCandidate } from './update-candidate.ts';

export async function editCandidate(
  ctx: TCandidatesContext,
  actor: TActor,
  id: string,
  input: TUpdateCandidateRequest,
  ifMatchVersion?: number,
): Promise<TCandidate> {
  const { db, repo, requireCandidate, serializeOne, publish } = ctx;
  assertCanMutateCandidates(actor);
  const { version: bodyVersion, ...fields } = input;
  const expectedVersion = bodyVersion ?? ifMatchVersion;
  const existing = await requireCandidate(id);
  if (expectedVersion !== undefined && expectedVersion !== existing.version)
    throw new AppError(ErrorCode.STALE_UPDATE, M.stale);
  const changes = gdprDateColumns(toColumns(fields as Record<string, unknown>));
  if (isConsentDateMissing(changes, existing.consentGivenAt)) changes.consentGivenAt = new Date();
  if (typeof changes.cvUrl === 'string' && !isClientCvUrl(changes.cvUrl)) {
    // The edit form sends the stored key back unchanged: that is no change. Any other key
    // is the server's to write, through an upload.
    if (changes.cvUrl !== existing.cvUrl) throw badInput(CANDIDATE_MESSAGES.cvUrlStorageKey);
    delete changes.cvUrl;
  }
  if (changes.email && changes.email.toLowerCase() !== existing.email?.toLowerCase()) {
    const other = await repo.findByEmail(changes.email);
    if (other && other.id !== id) throw conflict(M.emailTaken);
  }
  if (Object.keys(changes).length === 0) return serializeOne(existing);
  const manualFields = manualAfter(existing, changes);
  if (JSON.stringify(manualFields) !== JSON.stringify(existing.manualFields ?? []))
    changes.manualFields = manualFields;
  let result: Awaited<ReturnType<typeof updateCandidate>>;
  try {
    result = await db.transaction((tx) =>
      updateCandidate(ctx, tx, actor.id, id, 'update', changes, { expectedVersion }),
    );
  } catch (err) {
    if (isUniqueViolation(err, EMAIL_INDEX)) throw conflict(M.emailTaken);
    throw err;
  }
  await publish(result.events);
  return result.candidate;
}
