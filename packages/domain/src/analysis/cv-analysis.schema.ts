import { z } from 'zod';

export const ZCvExperience = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  location: z.string().nullable(),
});

export type TCvExperience = z.infer<typeof ZCvExperience>;

// Only the latest experience carries responsibilities: the candidate card shows them for that one.
export const ZCvLatestExperience = ZCvExperience.extend({
  responsibilities: z.array(z.string()),
});

export type TCvLatestExperience = z.infer<typeof ZCvLatestExperience>;

// Field names follow the cvAnalysis object of the spec (section 3 of document 001).
export const ZCvAnalysis = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string().nullable(),
  experienceyears: z.string().nullable(),
  trigramme: z
    .string()
    .regex(/^[A-Z]{1,3}$/, 'Trigramme must be at most 3 uppercase letters')
    .nullable(),
  city: z.string().nullable(),
  postalcode: z.string().nullable(),
  country: z.string().nullable(),
  availability: z.string().nullable(),
  education: z.string().nullable(),
  hardskills: z.array(z.string()),
  softskills: z.array(z.string()),
  keystrengths: z.array(z.string()),
  languages: z.array(z.string()),
  missingskills: z.array(z.string()),
  experience1: ZCvLatestExperience.nullable(),
  experience2: ZCvExperience.nullable(),
  experience3: ZCvExperience.nullable(),
});

export type TCvAnalysis = z.infer<typeof ZCvAnalysis>;
