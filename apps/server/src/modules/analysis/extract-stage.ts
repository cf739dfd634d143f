import { detectDocumentType, isAnalyzerError } from '@staffing/analyzer';
import type { TStorage } from '../files/storage.ts';
import { ZReadBy } from '@staffing/domain';
import { z } from 'zod';
import { PermanentJobError, type TPayloadStage } from '../jobs/job-definition.ts';
import type { TDocumentKind, TReadText } from './document-text.ts';
import { contentHash, type TDocumentReviews } from './document-reviews.repository.ts';

/** Failures another attempt may get past: the AI endpoint, or every reader thread busy. */
const PASSING = ['AI_ENDPOINT_FAILED', 'AI_INVALID_REPLY', 'READER_BUSY'];

/**
 * A bad document stays bad, and a document past a reading limit stays past it: neither is tried
 * again (a poison document must not take the next attempt's thread, or process, down with it).
 * An unreachable AI endpoint, a malformed reply or a full reader queue is worth another attempt
 * (the platform's retry is the only one: the jobs' analyzer does not retry itself).
 */
export function isPermanent(err: unknown): boolean {
  return isAnalyzerError(err) && !PASSING.includes(err.code);
}

/**
 * What the extract stage keeps: the document's text, its detected type and, when a review had
 * already read these bytes, their hash (the analyse stage then takes the review's analysis).
 */
export const ZExtracted = z.object({
  text: z.string(),
  type: z.string(),
  /** 'ocr' when the document was a scan; absent for a reviewed text and older flows. */
  readBy: ZReadBy.optional(),
  reviewedSha256: z.string().optional(),
});
export type TExtracted = z.infer<typeof ZExtracted>;

/**
 * The stored upload's text: the one its review read, else read on a reader thread within the
 * limits of its kind.
 */
export function extractStage(
  storage: TStorage,
  readText: TReadText,
  reviews: TDocumentReviews,
  kind: TDocumentKind,
): TPayloadStage<{ objectKey: string; filename?: string }, 'extract', TExtracted> {
  return {
    name: 'extract',
    role: 'poll',
    progress: 10,
    summariseInput: ({ payload }) => payload.filename ?? null,
    summariseOutput: ({ text, type, readBy }) =>
      `${type}${readBy === 'ocr' ? ' read by OCR' : ''}, ${text.length} characters`,
    async run({ payload }) {
      const { objectKey } = payload;
      const bytes = await storage.get(objectKey);
      if (!bytes) throw new PermanentJobError('The uploaded file is no longer available');
      const type = await detectDocumentType(bytes, objectKey);
      const sha256 = contentHash(bytes);
      const reviewed = await reviews.find(sha256, kind);
      if (reviewed) return { text: reviewed.text, type, reviewedSha256: sha256 };
      const { text, readBy } = await readText(bytes, type, kind);
      return { text, type, readBy };
    },
  };
}

/**
 * The analysis a review made of the same bytes (the extract stage found it), or the analyzer's:
 * a kept analysis that no longer reads as the schema is made again.
 */
export async function reviewedOr<T>(
  reviews: TDocumentReviews,
  extracted: TExtracted,
  kind: TDocumentKind,
  schema: z.ZodType<T>,
  analyse: (text: string) => Promise<T>,
): Promise<T> {
  const kept = extracted.reviewedSha256
    ? await reviews.find(extracted.reviewedSha256, kind)
    : undefined;
  const parsed = kept ? schema.safeParse(kept.analysis) : undefined;
  if (!parsed?.success) return analyse(extracted.text);
  await reviews.forget(extracted.reviewedSha256!, kind);
  return parsed.data;
}
