import { detectDocumentType, isAnalyzerError } from '@staffing/analyzer';
import type { TStorage } from '../files/storage.ts';
import { z } from 'zod';
import { PermanentJobError, type TPayloadStage } from '../jobs/job-definition.ts';
import type { TDocumentKind, TReadText } from './document-text.ts';

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

/** What the extract stage keeps: the document's text and its detected type. */
export const ZExtracted = z.object({ text: z.string(), type: z.string() });
export type TExtracted = z.infer<typeof ZExtracted>;

/** The stored upload's text, read on a reader thread within the limits of its kind. */
export function extractStage(
  storage: TStorage,
  readText: TReadText,
  kind: TDocumentKind,
): TPayloadStage<{ objectKey: string; filename?: string }, 'extract', TExtracted> {
  return {
    name: 'extract',
    role: 'poll',
    progress: 10,
    summariseInput: ({ payload }) => payload.filename ?? null,
    summariseOutput: ({ text, type }) => `${type}, ${text.length} characters`,
    async run({ payload }) {
      const { objectKey } = payload;
      const bytes = await storage.get(objectKey);
      if (!bytes) throw new PermanentJobError('The uploaded file is no longer available');
      const type = await detectDocumentType(bytes, objectKey);
      return { text: await readText(bytes, type, kind), type };
    },
  };
}
