import type { TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import type { TCandidateInsert } from '../candidates/candidates.repository.ts';

/** Starts the analysis jobs after an upload; the analysis module provides it. */
export type TAnalysisStarter = {
  startJdAnalysis(
    actor: TActor,
    input: { needId: string; objectKey: string; filename: string },
  ): Promise<{ flowId: string }>;
  startCvAnalysis(
    actor: TActor,
    input: { candidateId: string; objectKey: string; filename: string },
  ): Promise<{ flowId: string }>;
  /** What a review already read from these CV bytes, as the candidate's changes; null if none. */
  reviewedCvChanges(
    tx: TExecutor,
    candidateId: string,
    bytes: Uint8Array,
  ): Promise<Partial<TCandidateInsert> | null>;
};
