import { AnalyzerError } from '../analyzer-error.ts';
import { listZipEntries, type ZipEntrySummary } from './inspect-zip.ts';
import { hasOle2Signature, listOle2StreamNames } from './ole2.ts';
import {
  MAX_ANALYSIS_FILE_BYTES,
  MAX_DOCX_COMPRESSION_RATIO,
  MAX_DOCX_ENTRIES,
  MAX_DOCX_UNCOMPRESSED_BYTES,
  UNSUPPORTED_TYPE_MESSAGE,
} from './upload-limits.ts';

export type TDocumentType = 'pdf' | 'docx' | 'doc';

export interface DetectOptions {
  maxBytes?: number;
}

const PDF_SIGNATURE = '%PDF-';

/**
 * Identifies an uploaded document by its bytes and checks that its extension agrees, refusing
 * anything else with the spec's message. Throws AnalyzerError (UNSUPPORTED_TYPE, TOO_LARGE,
 * ZIP_BOMB).
 */
export async function detectDocumentType(
  bytes: Uint8Array,
  filename: string,
  options: DetectOptions = {},
): Promise<TDocumentType> {
  const maxBytes = options.maxBytes ?? MAX_ANALYSIS_FILE_BYTES;
  if (bytes.byteLength > maxBytes) {
    throw new AnalyzerError(
      'TOO_LARGE',
      `File size must be less than ${Math.round(maxBytes / 1024 / 1024)}MB`,
    );
  }
  const extension = extensionOf(filename);
  const detected = await detectFromBytes(bytes);
  if (!detected || detected !== extension)
    throw new AnalyzerError('UNSUPPORTED_TYPE', UNSUPPORTED_TYPE_MESSAGE);
  return detected;
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

async function detectFromBytes(bytes: Uint8Array): Promise<TDocumentType | null> {
  // Some generators put a few bytes (BOM, whitespace) before the PDF header; readers accept 1 KB.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes(PDF_SIGNATURE)) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return detectDocx(bytes);
  if (hasOle2Signature(bytes)) {
    try {
      return listOle2StreamNames(bytes).includes('WordDocument') ? 'doc' : null;
    } catch {
      return null;
    }
  }
  return null;
}

async function detectDocx(bytes: Uint8Array): Promise<TDocumentType | null> {
  let entries: ZipEntrySummary[];
  try {
    entries = await listZipEntries(bytes);
  } catch {
    return null;
  }
  assertNotZipBomb(entries, bytes.byteLength);
  return entries.some((entry) => entry.fileName === 'word/document.xml') ? 'docx' : null;
}

export function assertNotZipBomb(entries: ZipEntrySummary[], archiveBytes: number): void {
  if (entries.length > MAX_DOCX_ENTRIES) {
    throw new AnalyzerError('ZIP_BOMB', `The document contains too many parts (${entries.length})`);
  }
  const uncompressed = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (uncompressed > MAX_DOCX_UNCOMPRESSED_BYTES) {
    throw new AnalyzerError('ZIP_BOMB', 'The document expands to more than 100 MB and was refused');
  }
  // A small archive may legitimately compress well; the ratio matters once it expands to megabytes.
  if (
    uncompressed > 10 * 1024 * 1024 &&
    uncompressed / Math.max(archiveBytes, 1) > MAX_DOCX_COMPRESSION_RATIO
  ) {
    throw new AnalyzerError(
      'ZIP_BOMB',
      'The document is compressed suspiciously well and was refused',
    );
  }
}
