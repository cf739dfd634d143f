import { z } from 'zod';

/** `POST .../score`: the scoring job started; its result arrives as `scoring_analysis_complete`. */
export const ZScoreJobStarted = z
  .object({ score_job_id: z.string().meta({ description: 'The scoring flow.' }) })
  .meta({ id: 'ScoreJobStarted' });
export type TScoreJobStarted = z.infer<typeof ZScoreJobStarted>;

/** The relevance score of one candidate for one need (spec 001 section 3), with their names. */
export const ZRelevanceScore = z
  .object({
    candidateId: z.string(),
    candidateName: z.string(),
    candidateEmail: z.string().nullable(),
    needId: z.string(),
    needTitle: z.string(),
    needClient: z.string(),
    score: z.number().meta({ description: 'From 0 to 100.' }),
    justification: z.string(),
    scoreJobId: z.string().nullable(),
    scoredAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'RelevanceScore' });
export type TRelevanceScore = z.infer<typeof ZRelevanceScore>;
