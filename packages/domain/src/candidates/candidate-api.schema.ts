import { z } from 'zod';
import { zPage } from '../common/pagination.schema.ts';
import { ZStep } from '../steps/step.schema.ts';
import { PIPELINE_STAGES } from '../needs/need-column.ts';
import { ZFollowUpState } from '../follow-ups/follow-up.schema.ts';
import { ZCandidate } from './candidate.schema.ts';

// The shapes of the candidates routes' answers built around ZCandidate.

/** `GET /candidates`. */
export const ZCandidatePage = zPage(ZCandidate).meta({
  id: 'CandidatePage',
  description: 'A page of candidates.',
});
export type TCandidatePage = z.infer<typeof ZCandidatePage>;

/**
 * `POST /candidates` and `POST /needs/{id}/candidates`: the candidate, and whether the e-mail
 * already belonged to one, whose record the data was merged into (200) rather than created (201).
 */
export const ZCandidateCreated = ZCandidate.extend({
  merged: z
    .boolean()
    .meta({ description: 'True when merged into the candidate with that e-mail.' }),
}).meta({
  id: 'CandidateCreated',
  description: 'A candidate: created (201), or merged into the one with its e-mail (200).',
});
export type TCandidateCreated = z.infer<typeof ZCandidateCreated>;

/** The latest step of a pair, with its type's detail object also under `detail`. */
export const ZLatestStep = ZStep.extend({
  detail: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({ description: "The detail object of the step's own type, if it has one." }),
}).meta({
  id: 'CandidateLatestStep',
  description: 'The step created last for a need and candidate.',
});
export type TLatestStep = z.infer<typeof ZLatestStep>;

/** A candidate of a need (`GET /needs/{id}/candidates`, `GET /candidates/bulk`). */
export const ZNeedCandidate = ZCandidate.extend({
  latestStep: ZLatestStep.nullable(),
  noGoStep: ZLatestStep.nullable().meta({
    description: 'The NO_GO decision on this need, if any: the candidate is then rejected.',
  }),
  /** Set while the latest step is CANDIDATE_SENT (`due` after FOLLOW_UP_DAYS). */
  followUp: ZFollowUpState.nullable().optional(),
}).meta({
  id: 'CandidateOfNeed',
  description: 'A candidate linked to a need, with its last step.',
});
export type TNeedCandidate = z.infer<typeof ZNeedCandidate>;

export const ZCandidateStage = z.enum(PIPELINE_STAGES);

/** `GET /candidates/by-need/{needId}/with-status`. */
export const ZCandidateWithStatus = ZNeedCandidate.extend({
  stage: ZCandidateStage.meta({ description: 'The furthest stage reached on this need.' }),
  stageProgress: z.number().meta({ description: 'That stage as a percentage.' }),
}).meta({ id: 'CandidateWithStatus', description: 'A candidate of a need with its stage.' });
export type TCandidateWithStatus = z.infer<typeof ZCandidateWithStatus>;

/** `GET /candidates/bulk`: each asked need id (valid ones only) → its candidates. */
export const ZCandidatesByNeed = z
  .record(z.string(), z.array(ZNeedCandidate))
  .meta({ id: 'CandidatesByNeed', description: 'The candidates of each need, by need id.' });
export type TCandidatesByNeed = z.infer<typeof ZCandidatesByNeed>;
