import { detectDocumentType, isAnalyzerError } from '@staffing/analyzer';
import type { TStorage } from '../files/storage.ts';
import {
  PermanentJobError,
  type TStageContext,
  type TStageDefinition,
} from '../jobs/job-definition.ts';
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

/** The stored upload's text, read on a reader thread within the limits of its kind. */
export function extractStage(
  storage: TStorage,
  readText: TReadText,
  kind: TDocumentKind,
): TStageDefinition {
  return {
    name: 'extract',
    role: 'poll',
    progress: 10,
    summariseInput: ({ flow }) => (flow.payload as { filename?: string }).filename ?? null,
    summariseOutput: (output) => {
      const { text, type } = output as { text: string; type: string };
      return `${type}, ${text.length} characters`;
    },
    async run({ flow }: TStageContext) {
      const { objectKey } = flow.payload as { objectKey: string };
      const bytes = await storage.get(objectKey);
      if (!bytes) throw new PermanentJobError('The uploaded file is no longer available');
      const type = await detectDocumentType(bytes, objectKey);
      return { text: await readText(bytes, type, kind), type };
    },
  };
}
