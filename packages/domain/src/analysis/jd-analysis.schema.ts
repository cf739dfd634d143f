import { z } from 'zod';

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
});

export type TJdAnalysis = z.infer<typeof ZJdAnalysis>;
