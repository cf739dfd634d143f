import { can } from '../users/permissions.ts';
import type { TRole } from '../users/user.schema.ts';

/**
 * What a person's archive holds: the Admin the whole pool, a Sales user the needs they own (as
 * one of their consultants) and the candidates on them; a Recruiter owns no record, so has none.
 */
export type TArchiveScope = 'pool' | 'owned';

export function archiveScopeOf(role: TRole): TArchiveScope | null {
  if (!can.exportArchive(role)) return null;
  return role === 'Admin' ? 'pool' : 'owned';
}

export const ARCHIVE_MESSAGES = {
  recruiterRefused: 'Recruiters own no needs or candidates, so they have no data to export',
} as const;

/** `staffing-export-2026-11-29.zip` (the day it was taken, UTC). */
export function archiveFileName(at: Date): string {
  return `staffing-export-${at.toISOString().slice(0, 10)}.zip`;
}

/** Control characters, folder separators and what Windows refuses in a file name. */
const isUnsafeInName = (c: string) =>
  c.charCodeAt(0) < 0x20 || c === '\u007f' || '/\\:*?"<>|'.includes(c);

/**
 * A stored file's name as a zip entry: no folders, no leading dots, no control characters, at
 * most 120 characters (the extension kept); `fallback` when nothing is left.
 */
export function archiveEntryName(name: string | null | undefined, fallback: string): string {
  const cleaned = Array.from(name ?? '', (c) => (isUnsafeInName(c) ? '_' : c))
    .join('')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - ext.length) + ext;
}

/** `name`, or `2-name`, `3-name`… when the folder already holds it. */
export function uniqueEntryName(name: string, taken: ReadonlySet<string>): string {
  let candidate = name;
  for (let i = 2; taken.has(candidate); i++) candidate = `${i}-${name}`;
  return candidate;
}

/** A stored file as the archive lists it. */
export type TArchiveFileRef = { key: string; filename: string | null; kind: string };

/**
 * Where a record's files go in the archive, `files/<record id>/<file name>`, in the order given
 * (oldest first), a repeated name numbered. The CSVs and the zip entries both come from here.
 */
export function archiveFilePaths(
  ownerId: string,
  files: readonly TArchiveFileRef[],
): { file: TArchiveFileRef; path: string }[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const fallback = file.key.split('/').at(-1) || file.kind;
    const name = uniqueEntryName(
      archiveEntryName(file.filename, archiveEntryName(fallback, file.kind)),
      taken,
    );
    taken.add(name);
    return { file, path: `files/${ownerId}/${name}` };
  });
}
