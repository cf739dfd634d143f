import { ACCEPTED_EXTENSIONS, UPLOAD_MESSAGES } from './document-messages.ts';

/** The client's checks before any request: a file, of an accepted type, under the limit. */
export function checkDocumentFile(file: File | null | undefined, maxMb: number): string | null {
  if (!file || file.size === 0) return UPLOAD_MESSAGES.noFile;
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) return UPLOAD_MESSAGES.invalidType;
  if (file.size > maxMb * 1024 * 1024) return UPLOAD_MESSAGES.tooLarge(maxMb);
  return null;
}
