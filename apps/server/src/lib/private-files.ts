import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds the database, stored CVs and job descriptions, and the secrets: readable
 * by the server's own user only. Files are 0600 and folders 0700.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
const OWNER_ONLY_UMASK = 0o077;

/**
 * Every file the process creates from now on is its owner's only, including those a library
 * writes with Node's default modes (PGlite's data files). Returns the previous umask.
 */
export function keepNewFilesPrivate(): number {
  return process.umask(OWNER_ONLY_UMASK);
}

/**
 * Narrows what an earlier version left readable by others under `dir` (PGlite files written
 * 0666, stored CVs 0644). Symbolic links are left alone.
 */
export function restrictExistingFiles(dir: string): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  narrow(dir, PRIVATE_DIR_MODE);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictExistingFiles(full);
    else if (entry.isFile()) narrow(full, PRIVATE_FILE_MODE);
  }
}

function narrow(file: string, mode: number): void {
  if ((fs.statSync(file).mode & 0o777 & ~mode) !== 0) fs.chmodSync(file, mode);
}
