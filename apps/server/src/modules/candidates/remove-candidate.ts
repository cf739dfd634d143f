import { eq, like } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  candidates,
  flows,
  needCandidates,
  scores,
  steps,
  webhookDeliveries,
  workflowRequests,
} from '../../db/schema/index.ts';

/** What a webhook delivery that carried a removed candidate holds instead. */
export const ERASED_DELIVERY_BODY = JSON.stringify({ erased: 'personal data erased (GDPR)' });

/**
 * What a removal needs of the stored files (the files module gives it at composition): forget a
 * candidate's files in the caller's transaction, then delete the released objects after commit.
 */
export type TCandidateFiles = {
  releaseCandidateFiles(tx: TExecutor, candidateId: string): Promise<string[]>;
  removeStored(keys: readonly string[]): Promise<void>;
};

/** Without a files service (an app without documents): nothing stored to remove. */
export const NO_FILES: TCandidateFiles = {
  releaseCandidateFiles: async () => [],
  removeStored: async () => {},
};

export type TRemovedCandidate = {
  /** Storage keys to remove once the transaction has committed (`files.removeStored`). */
  keys: string[];
  needIds: string[];
  stepIds: string[];
};

/**
 * The one removal of a candidate, used by the Admin's delete and by the GDPR erasure (which adds
 * its anonymous trace and empties the earlier audit lines): in the caller's transaction, its
 * stored files (their records; the objects go after commit), steps, scores, need links, the flows
 * run for it (analyses, generated e-mails, CRM runs: they hold its name and e-mail), its CRM
 * requests, the record, and its copy in the webhook deliveries. Null when it does not exist.
 */
export async function removeCandidateData(
  tx: TExecutor,
  candidateId: string,
  files: Pick<TCandidateFiles, 'releaseCandidateFiles'>,
): Promise<TRemovedCandidate | null> {
  const links = await tx
    .select({ needId: needCandidates.needId })
    .from(needCandidates)
    .where(eq(needCandidates.candidateId, candidateId));
  const keys = await files.releaseCandidateFiles(tx, candidateId);
  const removedSteps = await tx
    .delete(steps)
    .where(eq(steps.candidateId, candidateId))
    .returning({ id: steps.id });
  await tx.delete(scores).where(eq(scores.candidateId, candidateId));
  await tx.delete(needCandidates).where(eq(needCandidates.candidateId, candidateId));
  await tx.delete(flows).where(eq(flows.candidateId, candidateId));
  await tx.delete(workflowRequests).where(eq(workflowRequests.candidateId, candidateId));
  const removed = await tx
    .delete(candidates)
    .where(eq(candidates.id, candidateId))
    .returning({ id: candidates.id });
  if (removed.length === 0) return null;
  // A webhook delivery keeps the exact JSON it sent (candidate.linked carries the profile): the
  // delivery stays in the log (when, where, status), the candidate's copy goes, and a delivery
  // not yet sent sends no personal data.
  await tx
    .update(webhookDeliveries)
    .set({ body: ERASED_DELIVERY_BODY })
    .where(like(webhookDeliveries.body, `%${candidateId}%`));
  return {
    keys,
    needIds: links.map((l) => l.needId),
    stepIds: removedSteps.map((s) => s.id),
  };
}
