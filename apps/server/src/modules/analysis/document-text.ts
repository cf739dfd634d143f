import {
  createDocumentReader,
  isAnalyzerError,
  type DocumentText,
  type ExtractLimits,
  type TDocumentType,
} from '@staffing/analyzer';
import type { TConfig } from '../../config.ts';
import { AppError, badInput } from '../../lib/errors.ts';

/** What an uploaded document is read as: its page limit depends on it. */
export type TDocumentKind = 'jd' | 'cv';

/** A document's text and how it was read, on a reader process within the configured limits. */
export type TReadText = (
  bytes: Uint8Array,
  type: TDocumentType,
  kind: TDocumentKind,
) => Promise<DocumentText>;

type TReaderConfig = Pick<
  TConfig,
  | 'EXTRACT_MAX_PAGES_CV'
  | 'EXTRACT_MAX_PAGES_JD'
  | 'EXTRACT_MAX_CHARACTERS'
  | 'EXTRACT_TIMEOUT_MS'
  | 'EXTRACT_MEMORY_MB'
  | 'EXTRACT_PROCESSES'
  | 'EXTRACT_QUEUE'
>;

export function limitsFor(config: TReaderConfig, kind: TDocumentKind): ExtractLimits {
  return {
    kind,
    maxPages: kind === 'cv' ? config.EXTRACT_MAX_PAGES_CV : config.EXTRACT_MAX_PAGES_JD,
    maxCharacters: config.EXTRACT_MAX_CHARACTERS,
  };
}

/** The app's reader threads (previews and analysis jobs share them); `close` ends them. */
export function createTextReader(config: TReaderConfig) {
  const reader = createDocumentReader({
    processes: config.EXTRACT_PROCESSES,
    maxQueue: config.EXTRACT_QUEUE,
    timeoutMs: config.EXTRACT_TIMEOUT_MS,
    memoryMb: config.EXTRACT_MEMORY_MB,
  });
  const readText: TReadText = (bytes, type, kind) =>
    reader.read(bytes, type, limitsFor(config, kind));
  return { readText, close: () => reader.close() };
}

/**
 * A reading refused for a limit, as the person should hear it (422, the limit in plain words),
 * or the readers all busy (503, try again); null for any other failure.
 */
export function readingRefusal(err: unknown): AppError | null {
  if (!isAnalyzerError(err)) return null;
  if (err.code === 'DOCUMENT_LIMIT') return badInput(err.message);
  if (err.code === 'READER_BUSY')
    return new AppError('RATE_LIMITED', err.message, 503, undefined, { 'retry-after': '30' });
  return null;
}
