import { isConsentDateMissing, type TCreateCandidateRequest } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { isUniqueViolation } from '../../steps/candidate-access.ts';
import { manualAfter, toColumns } from '../candidate-fields.ts';
import { gdprDateColumns } from '../../steps/candidate-retention.ts';
import { EMAIL_INDEX, type TCandidatesContext } from './context.ts';
import { createOrMergeCandidate } from './create-or-merge-candidate.ts';

/** The route's create: one transaction, run again once if the e-mail was taken meanwhile. */
export async function createCandidate(
  ctx: TCandidatesContext,
  actor: TActor,
  input: TCreateCandidateRequest,
  needId: string | undefined,
) {
  const { db, publish } = ctx;
  const columns = gdprDateColumns(toColumns(input as Record<string, unknown>));
  if (isConsentDateMissing(columns)) columns.consentGivenAt = new Date();
  const values = {
    ...columns,
    name: input.name,
    manualFields: manualAfter(null, { ...columns, name: input.name }),
  };
  const run = () =>
    db.transaction((tx) => createOrMergeCandidate(ctx, tx, actor.id, values, needId));
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run();
  } catch (err) {
    // Another request created this e-mail meanwhile: run again, which now merges.
    if (!isUniqueViolation(err, EMAIL_INDEX)) throw err;
    result = await run();
  }
  await publish(result.events);
  return { candidate: result.candidate, merged: result.merged };
}
