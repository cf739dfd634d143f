import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock.ts';

/** A failure the operator can act on: its message is printed as it is, without a stack. */
export class BackupError extends Error {}

export const BACKUP_FORMAT = 'staffing-pipeline-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'backup.json';
export const PGLITE_DUMP = 'database.tar.gz';
export const POSTGRES_DUMP = 'database.dump';
export const FILES_DIR = 'files';
/**
 * Kept so that sessions, signed links and webhook signing secrets survive a restore (when
 * JWT_SECRET and WEBHOOK_SECRET_KEY are not set).
 */
export const SECRET_FILES = ['jwt-secret', 'webhook-secret-key'];

export type TBackupTarget = {
  /** DATA_DIR, resolved. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL; unset: the embedded database in DATA_DIR/pglite. */
  databaseUrl?: string;
  storageDriver: 'local' | 's3';
  s3Bucket?: string;
};

export type TManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  driver: 'pglite' | 'postgres';
  storage: 'local' | 's3';
  counts: Record<string, number>;
  files: number;
};

export type TBackupOptions = { force?: boolean; log?: (line: string) => void };

const COUNTED_TABLES = ['users', 'needs', 'candidates', 'steps', 'audit_log'] as const;

// ---------------------------------------------------------------------------------------------
// Small helpers (of the backup and of the restore)

export function run(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; what: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    let stdout = '';
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT')
        reject(new BackupError(`${command} was not found on PATH: ${missingToolHint(command)}`));
      else reject(new BackupError(`${options.what} failed: ${err.message}`));
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new BackupError(
            `${options.what} failed (${command} exit code ${code}):\n${stderr.trim()}`,
          ),
        );
    });
  });
}

function missingToolHint(command: string): string {
  if (command === 'tar') return 'install tar (GNU tar or bsdtar).';
  return 'install the PostgreSQL client tools (the same major version as the server, or newer).';
}

/** Connection settings for pg_dump/pg_restore without the password on the command line. */
export function pgConnection(url: string): { dbname: string; env: Record<string, string> } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BackupError('DATABASE_URL is not a valid URL');
  }
  const env: Record<string, string> = {};
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env };
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || '(default)';
}

export function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && !entry.name.endsWith('.part')) count += 1;
  return count;
}

export function isNonEmptyDir(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function describeCounts(manifest: Pick<TManifest, 'counts' | 'files'>): string {
  const c = manifest.counts;
  return `${c.users ?? 0} users, ${c.needs ?? 0} needs, ${c.candidates ?? 0} candidates, ${c.steps ?? 0} steps, ${manifest.files} stored files`;
}

/** The embedded database can only be copied consistently while no server uses it. */
export function lockForBackup(dataDir: string, action: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    throw new BackupError(
      `Cannot ${action} while the server runs on this data folder: ${(err as Error).message}`,
    );
  }
}

export async function countRows(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    try {
      const { rows } = await query(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = Number(rows[0]?.n ?? 0);
    } catch {
      counts[table] = 0;
    }
  }
  return counts;
}

export async function withPgClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    const message = (err as Error).message;
    throw new BackupError(
      `Cannot connect to PostgreSQL database ${databaseName(url)}: ${message}${
        /does not exist/.test(message) ? ' (create it first, e.g. with createdb)' : ''
      }`,
    );
  }
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function hasTables(url: string): Promise<boolean> {
  return withPgClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return (rows[0]?.n ?? 0) > 0;
  });
}

/** --force on PostgreSQL: the application's schemas go, so that the dump loads as it was. */
export async function emptyDatabase(url: string): Promise<void> {
  await withPgClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace
       WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
         AND nspname NOT LIKE 'pg_temp_%' AND nspname NOT LIKE 'pg_toast_temp_%'`,
    );
    for (const { name } of rows)
      await client.query(`DROP SCHEMA ${client.escapeIdentifier(name)} CASCADE`);
    await client.query('CREATE SCHEMA IF NOT EXISTS public');
  });
}
