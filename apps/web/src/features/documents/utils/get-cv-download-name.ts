import { sanitizeCvFileName } from '@staffing/domain';

/**
 * `CV_{sanitised name}.pdf` (spec 001 §9); a Word CV keeps its own extension so that it still
 * opens in Word once saved.
 */
export function getCvDownloadName(
  name: string | null | undefined,
  storedFileName?: string | null,
): string {
  const base = sanitizeCvFileName(name);
  const ext = /\.(docx?)$/i.exec(storedFileName ?? '')?.[1]?.toLowerCase();
  return ext ? base.replace(/\.pdf$/, `.${ext}`) : base;
}
