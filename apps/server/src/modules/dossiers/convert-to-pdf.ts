import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ErrorCode } from '@staffing/domain';
import { AppError } from '../../lib/errors.ts';

const run = promisify(execFile);

export const PDF_MESSAGES = {
  unavailable:
    'PDF dossiers need LibreOffice on the server (soffice); generate a Word document instead',
  failed: 'The dossier could not be converted to PDF',
} as const;

/** LibreOffice's command; found on the PATH (Debian's libreoffice-writer-nogui installs it). */
const SOFFICE = 'soffice';
const CONVERT_TIMEOUT_MS = 60_000;

let available: Promise<boolean> | null = null;

/** Whether LibreOffice answers here (asked once per process). */
export function isPdfAvailable(): Promise<boolean> {
  available ??= run(SOFFICE, ['--version'], { timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  return available;
}

/**
 * A .docx converted to PDF by LibreOffice, headless, in a temporary folder with a profile of its
 * own (two conversions at once would otherwise fight over the user's profile lock).
 */
export async function convertDocxToPdf(docx: Uint8Array): Promise<Buffer> {
  if (!(await isPdfAvailable()))
    throw new AppError(ErrorCode.VALIDATION, PDF_MESSAGES.unavailable, 422);
  const dir = await mkdtemp(path.join(tmpdir(), 'dossier-pdf-'));
  try {
    const input = path.join(dir, 'dossier.docx');
    await writeFile(input, docx);
    await run(
      SOFFICE,
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      { timeout: CONVERT_TIMEOUT_MS },
    );
    return await readFile(path.join(dir, 'dossier.pdf'));
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(ErrorCode.INTERNAL, PDF_MESSAGES.failed, 502);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
