import { z } from 'zod';
import { blankToUndefined } from '../common/form-input.ts';
import { INPUT_LIMITS } from '../common/limits.ts';
import { BENCH_BUCKETS } from './availability.rules.ts';
import { POOL_MESSAGES, ZPoolKind } from './pool-fields.schema.ts';

export const ZAvailability = z
  .object({
    date: z.string().nullable().meta({ description: 'First free day (YYYY-MM-DD), if known.' }),
    onBench: z.boolean().meta({ description: 'A consultant without a running mission.' }),
    source: z.enum(['mission', 'typed', 'bench', 'cv', 'unknown']),
  })
  .meta({ id: 'Availability' });

export const ZSkillEvidence = z
  .object({
    skill: z.string().meta({ description: 'The skill as the need names it.' }),
    /** Where the CV shows it: its skills list, the analysed hard skills, an experience. */
    where: z.array(
      z.object({
        section: z.enum(['skills', 'hardSkills', 'experience', 'role']),
        label: z.string().meta({ description: 'The entry that names it (experience title, ...).' }),
      }),
    ),
  })
  .meta({ id: 'SkillEvidence' });

/** One criterion of a relevance score: its weight, how much of it was met, and why. */
export const ZMatchComponent = z.object({
  key: z.enum(['required', 'desired', 'experience', 'rate', 'location']),
  weight: z.number(),
  fraction: z.number(),
  text: z.string(),
});
export type TMatchComponent = z.infer<typeof ZMatchComponent>;

export const ZNeedMatch = z
  .object({
    candidateId: z.string(),
    name: z.string(),
    role: z.string().nullable(),
    city: z.string().nullable(),
    experienceYears: z.string().nullable(),
    poolKind: ZPoolKind,
    expectedTjm: z.number().nullable(),
    /** Absent for a Recruiter (confidential); the margin at the need's TJM is computed from it. */
    consultantDailyCost: z.number().nullable().optional(),
    score: z.number().meta({ description: 'Relevance 0-100, the attached candidates’ scorer.' }),
    components: z.array(ZMatchComponent),
    justification: z.string(),
    evidence: z.array(ZSkillEvidence),
    missingSkills: z.array(z.string()),
    availability: ZAvailability,
    availableInTime: z
      .boolean()
      .nullable()
      .meta({ description: 'Free by the need’s start date (null: either is unknown).' }),
    attached: z.boolean().meta({ description: 'Already attached to the need.' }),
    hidden: z
      .object({ reason: z.string(), by: z.string().nullable(), at: z.iso.datetime() })
      .nullable()
      .meta({ description: 'Hidden from the matches, with the reason kept.' }),
  })
  .meta({ id: 'NeedMatch' });
export type TNeedMatch = z.infer<typeof ZNeedMatch>;

export const ZNeedMatches = z
  .object({
    needId: z.string(),
    startDate: z.string().nullable().meta({ description: 'The need’s start day, if known.' }),
    tjm: z.number().nullable(),
    items: z.array(ZNeedMatch),
    considered: z.number().int().meta({ description: 'Candidates scored after the prefilter.' }),
  })
  .meta({ id: 'NeedMatches' });
export type TNeedMatches = z.infer<typeof ZNeedMatches>;

export const MATCH_LIMIT = { default: 20, max: 100 } as const;

export const ZNeedMatchesQuery = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: POOL_MESSAGES.limitInvalid })
      .int(POOL_MESSAGES.limitInvalid)
      .min(1, POOL_MESSAGES.limitInvalid)
      .max(MATCH_LIMIT.max, POOL_MESSAGES.limitInvalid)
      .default(MATCH_LIMIT.default),
  ),
  /** `true`: the hidden matches (to show them again) instead of the visible ones. */
  hidden: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
});

export const ZHideMatchRequest = z.object({
  reason: z
    .string({ message: POOL_MESSAGES.reasonRequired })
    .trim()
    .min(1, POOL_MESSAGES.reasonRequired)
    .max(INPUT_LIMITS.nameMax, POOL_MESSAGES.reasonTooLong),
});

export const ZBenchEntry = z
  .object({
    candidateId: z.string(),
    name: z.string(),
    role: z.string().nullable(),
    poolKind: ZPoolKind,
    skills: z.array(z.string()),
    consultantDailyCost: z.number().nullable().optional(),
    lastTjm: z.number().nullable().meta({ description: 'TJM of their latest sold mission.' }),
    availability: ZAvailability,
    bucket: z.enum(BENCH_BUCKETS),
  })
  .meta({ id: 'BenchEntry' });
export type TBenchEntry = z.infer<typeof ZBenchEntry>;

export const ZBench = z
  .object({ today: z.string(), items: z.array(ZBenchEntry) })
  .meta({ id: 'Bench', description: 'The firm’s consultants, by availability.' });
export type TBench = z.infer<typeof ZBench>;
