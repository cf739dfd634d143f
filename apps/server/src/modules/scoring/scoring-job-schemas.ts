import { z } from 'zod';
import { ZMatchComponent } from '@staffing/domain';
import type { TRelevanceScore, TScoreCandidate, TScoreNeed } from './score-relevance.ts';

/** What a scoring flow carries: the need and the candidate compared. */
export const ZScoringPayload = z.object({ needId: z.string(), candidateId: z.string() });

const ZScoreNeed: z.ZodType<TScoreNeed> = z.object({
  title: z.string(),
  requiredSkills: z.array(z.string()),
  desiredSkills: z.array(z.string()),
  seniority: z.string().nullable(),
  experienceYears: z.number().nullable(),
  tjm: z.number().nullable(),
  location: z.string().nullable(),
});
const ZScoreCandidate: z.ZodType<TScoreCandidate> = z.object({
  name: z.string(),
  skills: z.array(z.string()),
  experienceYears: z.string().nullable(),
  expectedTjm: z.number().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
const ZScoreResult: z.ZodType<TRelevanceScore> = z.object({
  score: z.number(),
  justification: z.string(),
  components: z.array(ZMatchComponent),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});
/** What the apply stage keeps: when the score was saved, the candidate's version after it. */
export const ZScoreApplied = z.object({ scoredAt: z.string(), version: z.number() });

/** Collect (a snapshot of what is compared), score, apply. */
export const SCORING_OUTPUTS = {
  collect: z.object({ need: ZScoreNeed, candidate: ZScoreCandidate }),
  score: ZScoreResult,
  apply: ZScoreApplied,
};
