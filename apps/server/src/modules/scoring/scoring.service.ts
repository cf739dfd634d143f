import { can, toPage } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import { defineJob, PermanentJobError, permanentIfGone } from '../jobs/job-definition.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { FLOW_CATEGORY } from '../jobs/flows.repository.ts';
import { publishJobEvent, safePublish, safePublishAll } from '../jobs/job-events.ts';
import { commitStageOnce } from '../jobs/stage-commit.ts';
import { liveEvent, type TEventBus } from '../realtime/event-bus.ts';
import { candidateSkills } from '../candidates/candidate-skill-keys.ts';
import { scoreRelevance, type TScoreCandidate, type TScoreNeed } from './score-relevance.ts';
import { SCORING_OUTPUTS, ZScoreApplied, ZScoringPayload } from './scoring-job-schemas.ts';
import { createScoringRepository, serializeScoreRecord } from './scoring.repository.ts';

export const SCORING_JOB_TYPE = 'relevance_scoring';
export const SCORE_NOT_FOUND = 'No relevance score for this candidate and need';

type TDeps = {
  db: TDb;
  bus: TEventBus;
  runner: TJobs;
  /** The score's copy on the candidate is written through the candidates module's command. */
  candidates: Pick<TCandidatesService, 'commands'>;
};

export function createScoringService(deps: TDeps) {
  const { db, bus, runner, candidates } = deps;
  const repo = createScoringRepository(db);

  runner.register(
    defineJob({
      type: SCORING_JOB_TYPE,
      category: FLOW_CATEGORY.analysis,
      retry: { attempts: 3, backoffSeconds: 2 },
      timeoutSeconds: 5 * 60,
      payload: ZScoringPayload,
      outputs: SCORING_OUTPUTS,
      stages: [
        {
          // poll: a snapshot of what is compared, so a retry of "classify" scores the same facts.
          name: 'collect',
          role: 'poll',
          progress: 10,
          async run({ flow }) {
            const need = await repo.findNeed(flow.needId!);
            const candidate = await repo.findCandidate(flow.candidateId!);
            if (!need) throw new PermanentJobError('Need not found');
            if (!candidate) throw new PermanentJobError('Candidate not found');
            return {
              need: {
                title: need.title,
                requiredSkills: need.jdRequiredSkills,
                desiredSkills: need.jdDesiredSkills,
                seniority: need.jdSeniority,
                experienceYears: need.jdExperienceYears,
                tjm: need.tjm,
                location: need.jdLocation,
              } satisfies TScoreNeed,
              candidate: {
                name: candidate.name,
                skills: candidateSkills(candidate),
                experienceYears: candidate.cvExperienceYears,
                expectedTjm: candidate.expectedTjm,
                city: candidate.cvCity,
                country: candidate.cvCountry,
              } satisfies TScoreCandidate,
            };
          },
        },
        {
          name: 'score',
          role: 'classify',
          progress: 50,
          async run({ output }) {
            const { need, candidate } = output('collect');
            return scoreRelevance(need, candidate);
          },
        },
        {
          name: 'apply',
          role: 'apply',
          progress: 80,
          async run({ flow, output }) {
            const result = output('score');
            // The score and the candidate's copy of it in one transaction, committed once per flow;
            // the candidate write is the candidates module's (audited, candidate_updated in the
            // manual shape), as for every other write to a candidate.
            const committed = await commitStageOnce(
              db,
              flow.id,
              'apply',
              async (tx) => {
                const scoredAt = await repo.saveScore(
                  {
                    needId: flow.needId!,
                    candidateId: flow.candidateId!,
                    score: result.score,
                    justification: result.justification,
                    scoreJobId: flow.id,
                  },
                  tx,
                );
                const updated = await candidates.commands
                  .update(
                    tx,
                    flow.createdBy,
                    flow.candidateId!,
                    'relevance_score',
                    {
                      relevanceScore: result.score,
                      scoreJustification: result.justification,
                      scoreJobId: flow.id,
                      scoredAt,
                    },
                    { audit: { needId: flow.needId, score: result.score, flowId: flow.id } },
                  )
                  .catch(permanentIfGone);
                return { scoredAt, version: updated.row.version, events: updated.events };
              },
              ({ scoredAt, version }) => ({ scoredAt: scoredAt.toISOString(), version }),
              ZScoreApplied,
            );
            if (committed.applied) await safePublishAll(bus, committed.work.events);
            return committed.output;
          },
        },
      ],
      async onComplete(flow, outputs) {
        const { score, justification } = outputs.score;
        const { scoredAt } = outputs.apply;
        const payload = {
          candidate_id: flow.candidateId,
          need_id: flow.needId,
          score,
          justification,
          score_job_id: flow.id,
          scored_at: scoredAt,
        };
        // An entity event: every signed-in socket updates its scores, not only the requester's.
        await safePublish(bus, liveEvent('scoring_analysis_complete', flow.candidateId!, payload));
      },
      async onError(flow, message) {
        await publishJobEvent(
          bus,
          'scoring_analysis_error',
          flow.candidateId ?? flow.id,
          flow.id,
          { candidate_id: flow.candidateId, need_id: flow.needId, error: message },
          message,
        );
      },
    }),
  );

  return {
    repo,

    async start(actor: TActor, input: { needId: string; candidateId: string }) {
      if (!can.requestScoring(actor.role))
        throw forbidden('Recruiters cannot request relevance scoring');
      const need = await repo.findNeed(input.needId);
      if (!need) throw notFound('Need not found');
      const candidate = await repo.findCandidate(input.candidateId);
      if (!candidate) throw notFound('Candidate not found');
      const flow = await runner.create({
        type: SCORING_JOB_TYPE,
        category: FLOW_CATEGORY.analysis,
        payload: { needId: need.id, candidateId: candidate.id },
        needId: need.id,
        candidateId: candidate.id,
        needName: need.title,
        candidateName: candidate.name,
        candidateEmail: candidate.email,
        createdBy: actor.id,
      });
      await runner.enqueue(flow);
      return { score_job_id: flow.id };
    },

    async get(needId: string, candidateId: string) {
      const row = await repo.find(needId, candidateId);
      if (!row) throw notFound(SCORE_NOT_FOUND);
      return serializeScoreRecord(row);
    },

    async list(filter: { needId?: string; candidateId?: string }, page: number, size: number) {
      const { rows, total } = filter.needId
        ? await repo.listForNeed(filter.needId, page, size)
        : filter.candidateId
          ? await repo.listForCandidate(filter.candidateId, page, size)
          : await repo.listAll(page, size);
      return toPage(rows.map(serializeScoreRecord), total, page, size);
    },
  };
}

export type TScoringService = ReturnType<typeof createScoringService>;
