import { z } from 'zod';
import { blankToNull } from '../common/form-input.ts';
import { isWithinJsonLimit, LIMIT_MESSAGES } from '../common/limits.ts';
import { camelizeKeys } from './case-keys.ts';
import { ZJdAnalysisStatus } from './need-column.ts';
import { NEED_MESSAGES } from './need-messages.ts';
import { ZNeedJdFieldsInput } from './need-request.schema.ts';

const urlText = z
  .preprocess(
    blankToNull,
    z.string().trim().max(2000, 'URL must be less than 2000 characters').nullable(),
  )
  .optional();

/**
 * Body of `PATCH /needs/{id}/analysis`, camelCase or snake_case: the analysis object (keys in any
 * spelling, e.g. `required_skills` or `requiredskills`), flattened jd* fields and the status.
 */
export const ZUpdateNeedAnalysisRequest = z.preprocess(
  camelizeKeys,
  ZNeedJdFieldsInput.extend({
    jdAnalysis: z
      .record(z.string(), z.unknown(), { message: 'jdAnalysis must be an object' })
      .refine(isWithinJsonLimit, LIMIT_MESSAGES.tooLarge('jdAnalysis'))
      .nullable()
      .optional(),
    jdAnalysisStatus: z.preprocess(blankToNull, ZJdAnalysisStatus.nullable()).optional(),
    jdS3Url: urlText,
    jdAnalysisS3Url: urlText,
    version: z
      .preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().int().min(0))
      .optional(),
  })
    .transform((body) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(body)) if (v !== undefined) out[k] = v;
      return out as Partial<typeof body>;
    })
    .superRefine((v, ctx) => {
      if (!Object.keys(v).some((k) => k !== 'version'))
        ctx.addIssue({ code: 'custom', message: NEED_MESSAGES.noValidUpdates });
    }),
);
export type TUpdateNeedAnalysisRequest = z.infer<typeof ZUpdateNeedAnalysisRequest>;
