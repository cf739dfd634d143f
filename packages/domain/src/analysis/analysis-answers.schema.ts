import { z } from 'zod';
import { ZCvAnalysis } from './cv-analysis.schema.ts';
import { ZJdAnalysis } from './jd-analysis.schema.ts';
import { ZDocumentKind, ZDocumentPreviewResponse } from './review.schema.ts';

/** `POST /analysisIA`: the analysis of a pasted text, answered at once (nothing is written). */
export const ZAnalyzeTextResult = z
  .object({
    type: ZDocumentKind,
    provider: z.string().meta({ description: "The analyzer that read it: 'local' or 'openai'." }),
    analysis: z.union([ZJdAnalysis, ZCvAnalysis]),
  })
  .meta({ id: 'AnalyzeTextResult' });
export type TAnalyzeTextResult = z.infer<typeof ZAnalyzeTextResult>;

/**
 * One file of `POST /analysisIA/files/analyze`: its record is written (a new need for a job
 * description, a new candidate for a CV) with analysis status PENDING, and `entity_id` is the
 * flow that analyses it.
 */
export const ZAnalyzeUploadResult = z
  .object({
    entity_id: z.string().meta({ description: 'The analysis flow (see /admin/flows/{id}).' }),
    need_id: z.string().optional(),
    candidate_id: z.string().optional(),
    filename: z.string(),
    status: z.literal('PENDING'),
  })
  .meta({ id: 'AnalyzeUploadResult' });
export type TAnalyzeUploadResult = z.infer<typeof ZAnalyzeUploadResult>;

export const ZAnalyzeUploadsResponse = z
  .object({ results: z.array(ZAnalyzeUploadResult).meta({ description: 'One per file.' }) })
  .meta({ id: 'AnalyzeUploadsResponse' });
export type TAnalyzeUploadsResponse = z.infer<typeof ZAnalyzeUploadsResponse>;

/** Its two answers: the records started, or with `preview=true` the review (nothing written). */
export const ZAnalyzeFilesAnswer = z.union([ZAnalyzeUploadsResponse, ZDocumentPreviewResponse]);
export type TAnalyzeFilesAnswer = z.infer<typeof ZAnalyzeFilesAnswer>;
