import { z } from 'zod';
import {
  camelizeKeys,
  CV_ANALYSIS_STATUSES,
  isWithinJsonLimit,
  LIMIT_MESSAGES,
} from '@staffing/domain';

const parseJsonObject = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (!v.trim()) return null;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
const ZAnalysisObject = z.preprocess(
  parseJsonObject,
  z
    .record(z.string(), z.unknown(), { message: 'cvAnalysis must be an object' })
    .refine(isWithinJsonLimit, LIMIT_MESSAGES.tooLarge('cvAnalysis'))
    .nullable(),
);

/** `PATCH /candidates/{id}/analysis`: the analysis object (also as `cv_analysis_json`) and/or its status. */
export const ZCandidateAnalysisUpdate = z.preprocess(
  camelizeKeys,
  z
    .object({
      cvAnalysis: ZAnalysisObject.optional(),
      cvAnalysisJson: ZAnalysisObject.optional(),
      cvAnalysisStatus: z
        .enum(CV_ANALYSIS_STATUSES, { message: 'cvAnalysisStatus must be PENDING, READY or ERROR' })
        .optional(),
    })
    .transform(({ cvAnalysisJson, ...rest }) => ({
      ...rest,
      cvAnalysis: rest.cvAnalysis ?? cvAnalysisJson,
    }))
    .refine((v) => v.cvAnalysis !== undefined || v.cvAnalysisStatus !== undefined, {
      message: 'cvAnalysis or cvAnalysisStatus is required',
    }),
);
export type TCandidateAnalysisUpdate = z.infer<typeof ZCandidateAnalysisUpdate>;
