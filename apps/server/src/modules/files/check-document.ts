import {
  detectDocumentType,
  isAnalyzerError,
  UNSUPPORTED_TYPE_MESSAGE,
  type TDocumentType,
} from '@staffing/analyzer';
import { AppError } from '../../lib/errors.ts';

export function tooLarge(maxBytes: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `File size must be less than ${Math.round(maxBytes / 1024 / 1024)}MB`,
  );
}

export function unsupportedType(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_TYPE_MESSAGE);
}

/**
 * The real type by the bytes, agreeing with the file name's extension, within the size limit and
 * not a DOCX bomb; each refusal carries the spec's message and status.
 */
export async function checkDocument(
  bytes: Uint8Array,
  filename: string,
  maxBytes: number,
): Promise<TDocumentType> {
  if (bytes.byteLength === 0) throw new AppError('VALIDATION', 'No file provided');
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
  try {
    return await detectDocumentType(bytes, filename, { maxBytes });
  } catch (err) {
    if (!isAnalyzerError(err)) throw err;
    if (err.code === 'TOO_LARGE') throw tooLarge(maxBytes);
    if (err.code === 'UNSUPPORTED_TYPE') throw unsupportedType();
    throw new AppError('VALIDATION', err.message);
  }
}
