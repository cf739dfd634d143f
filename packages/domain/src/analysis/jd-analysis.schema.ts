import { z } from 'zod';

// Fields added after the spec's object: an answer without them (an older stored
// analysis, a model that leaves them out) reads as "not said".
const notSaid = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const REMOTE_POLICIES = ['onsite', 'hybrid', 'remote'] as const;

// Keys follow the job-description analysis object of the spec (section 3 of document 000) so the
// stored analysis JSON can be handed to the web client unchanged.
export const ZJdAnalysis = z.object({
  seniority: z.string().nullable(),
  team: z.string().nullable(),
  projectname: z.string().nullable(),
  location: z.string().nullable(),
  education: z.string().nullable(),
  experienceyears: z.string().nullable(),
  company: z.string().nullable(),
  requiredskills: z.array(z.string()),
  desiredskills: z.array(z.string()),
  soft_skills: z.array(z.string()),
  responsibilities: z.array(z.string()),
  /** Daily rate (TJM) in euros; for a range ("450-500 €/jour") its upper bound, the budget. */
  dailyrate: notSaid(z.number().positive()),
  /** Annual salary as written ("55k€", "45-50 k€ brut annuel"). */
  salary: notSaid(z.string()),
  /** Start: "ASAP", an ISO date ("2027-03-01") when the day is given, else as written ("mars 2027"). */
  startdate: notSaid(z.string()),
  /** Duration as written ("6 mois renouvelable", "12 months"). */
  duration: notSaid(z.string()),
  /** Days of remote work per week (5 for full remote, 0 for fully on site). */
  remotedays: notSaid(z.number().min(0).max(7)),
  remotepolicy: notSaid(z.enum(REMOTE_POLICIES)),
});

export type TJdAnalysis = z.infer<typeof ZJdAnalysis>;
