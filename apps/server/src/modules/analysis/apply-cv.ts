import { z } from 'zod';
import {
  alignCvAnalysisWithRecord,
  candidatePatchFromCvAnalysis,
  CANDIDATE_ANALYSED_FIELDS,
  cvAnalysisEmail,
  fillCandidateFromCvAnalysis,
  keepFillableByAnalysis,
  type TCvAnalysis,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TCandidateInsert } from '../candidates/candidates.repository.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import { createStoredFilesRepository } from '../files/stored-files.repository.ts';
import { PermanentJobError } from '../jobs/job-definition.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { commitStageOnce } from '../jobs/stage-commit.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TLiveEvent } from '../realtime/event-bus.ts';
import { findMissingSkills } from '../scoring/score-relevance.ts';
import { permanentIfGone } from '../jobs/job-definition.ts';
import { JOB_TYPES, type TCvPayload } from './analysis.jobs.ts';

/** What the CV apply stage keeps: the candidate written, and the record merged into it. */
export const ZCvApplied = z.object({ candidateId: z.string(), mergedFrom: z.string().nullable() });
export type TCvApplied = z.infer<typeof ZCvApplied>;

/**
 * The CV apply: the analysis onto the candidate, or, when a CV uploaded as a new record carries
 * the e-mail of a known candidate, the merge of that record into theirs (docs/decisions/0008-candidate-merge.md).
 */
export function createApplyCv(deps: {
  db: TDb;
  runner: TJobs;
  needs: Pick<TNeedsService, 'repo'>;
  candidates: Pick<TCandidatesService, 'commands' | 'repo'>;
  publishAll: (events: TLiveEvent[]) => Promise<void>;
  deleteQuietly: (keys: string[]) => Promise<void>;
}) {
  const { db, runner, needs, candidates, publishAll, deleteQuietly } = deps;
  const stored = createStoredFilesRepository(db);
  return async function applyCv(
    flow: TFlowRow,
    payload: TCvPayload,
    analysed: TCvAnalysis,
  ): Promise<TCvApplied> {
    const committed = await commitStageOnce(
      db,
      flow.id,
      'apply',
      async (tx: TExecutor) => {
        const analysis = { ...analysed };
        const audit = { source: JOB_TYPES.cv, flowId: flow.id };
        const candidate = await candidates.repo.findById(flow.candidateId!, tx);
        if (!candidate) throw new PermanentJobError('Candidate not found');
        const need = flow.needId ? await needs.repo.findById(flow.needId, tx) : undefined;
        if (need && need.jdRequiredSkills.length > 0 && analysis.missingskills.length === 0) {
          analysis.missingskills = findMissingSkills(need.jdRequiredSkills, analysis.hardskills);
        }
        // Hand-entered values win (docs/decisions/0012-reviewed-imports.md): the analysis fills only
        // empty fields no person set.
        const isPlaceholderName =
          payload.createdCandidate && candidate.name === payload.placeholderName;
        const email = cvAnalysisEmail(analysis);
        const found = email ? await candidates.repo.findByEmail(email, tx) : undefined;
        const owner = found && found.id !== candidate.id ? found : undefined;

        if (owner && payload.createdCandidate) {
          // The CV belongs to someone we already know: the new record folds into theirs, by the
          // rule of a manual add; the name they already have stays.
          const values: Partial<TCandidateInsert> = {
            ...fillCandidateFromCvAnalysis(analysis, candidate, { isPlaceholderName }),
            cvUrl: candidate.cvUrl,
            cvFileKey: candidate.cvFileKey,
            cvFileName: candidate.cvFileName,
          };
          if (owner.name) delete values.name;
          // What a person typed on the known candidate stays: the CV fills only its gaps.
          const kept = keepFillableByAnalysis(
            values,
            owner as unknown as Record<string, unknown>,
            owner.manualFields ?? [],
            CANDIDATE_ANALYSED_FIELDS,
          );
          for (const key of Object.keys(values) as (keyof typeof values)[])
            if (!(key in kept)) delete values[key];
          values.cvAnalysis = alignCvAnalysisWithRecord(
            analysis,
            owner as unknown as Record<string, unknown>,
            values,
          );
          // The CV goes with the merge: the ledger hands it to the existing candidate.
          let released: string[] = [];
          if (candidate.cvFileKey) {
            const cvOwner = { ownerType: 'candidate', ownerId: owner.id, kind: 'cv' } as const;
            released = await stored.release(cvOwner, candidate.cvFileKey, tx);
            await stored.reassign(candidate.cvFileKey, owner.id, tx);
          }
          const merged = await candidates.commands.mergeInto(
            tx,
            flow.createdBy,
            { fromId: candidate.id, intoId: owner.id, values, needId: flow.needId },
            audit,
          );
          // The run now names the candidate it ended on (Flow Administration's search and row).
          await runner.flows.update(
            flow.id,
            {
              candidateId: owner.id,
              candidateName: merged.row.name,
              candidateEmail: merged.row.email,
            },
            tx,
          );
          const applied: TCvApplied = { candidateId: owner.id, mergedFrom: candidate.id };
          return { applied, events: merged.events, released };
        }
        const fields = candidatePatchFromCvAnalysis(analysis, candidate, {
          isPlaceholderName,
          emailHeldByOther: owner !== undefined,
        });
        const result = await candidates.commands
          .applyAnalysis(tx, flow.createdBy, candidate.id, fields, audit)
          .catch(permanentIfGone);
        await runner.flows.update(
          flow.id,
          { candidateName: result.row.name, candidateEmail: result.row.email },
          tx,
        );
        const applied: TCvApplied = { candidateId: candidate.id, mergedFrom: null };
        return { applied, events: result.events, released: [] as string[] };
      },
      (work) => work.applied,
      ZCvApplied,
    );
    if (committed.applied) {
      await deleteQuietly(committed.work.released);
      await publishAll(committed.work.events);
    }
    return committed.output;
  };
}
