export const AnalyzerErrorCode = {
  UNSUPPORTED_TYPE: 'UNSUPPORTED_TYPE',
  TOO_LARGE: 'TOO_LARGE',
  ZIP_BOMB: 'ZIP_BOMB',
  CORRUPT_DOCUMENT: 'CORRUPT_DOCUMENT',
  NO_TEXT: 'NO_TEXT',
  /** A bound on reading one document (pages, characters, time, memory) was reached. */
  DOCUMENT_LIMIT: 'DOCUMENT_LIMIT',
  /** Every reader is busy and the waiting line is full; worth another try later. */
  READER_BUSY: 'READER_BUSY',
  AI_ENDPOINT_FAILED: 'AI_ENDPOINT_FAILED',
  AI_INVALID_REPLY: 'AI_INVALID_REPLY',
} as const;

export type TAnalyzerErrorCode = (typeof AnalyzerErrorCode)[keyof typeof AnalyzerErrorCode];

// One error type for the whole package so the server can map `code` to an HTTP status in one place
// (UNSUPPORTED_TYPE/ZIP_BOMB/NO_TEXT/DOCUMENT_LIMIT → 422, TOO_LARGE → 413, READER_BUSY → 503,
// AI_* → 502).
export class AnalyzerError extends Error {
  readonly code: TAnalyzerErrorCode;

  constructor(code: TAnalyzerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AnalyzerError';
    this.code = code;
  }
}

export function isAnalyzerError(error: unknown): error is AnalyzerError {
  return error instanceof AnalyzerError;
}
