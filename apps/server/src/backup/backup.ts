import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';

/** A failure the operator can act on: its message is printed as it is, without a stack. */
export class BackupError extends Error {}

export const BACKUP_FORMAT = 'staffing-pipeline-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'backup.json';
const PGLITE_DUMP = 'database.tar.gz';
const POSTGRES_DUMP = 'database.dump';
const FILES_DIR = 'files';
/**
 * Kept so that sessions, signed links and webhook signing secrets survive a restore (when
 * JWT_SECRET and WEBHOOK_SECRET_KEY are not set).
 */
const SECRET_FILES = ['jwt-secret', 'webhook-secret-key'];

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
// Small helpers

function run(
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
function pgConnection(url: string): { dbname: string; env: Record<string, string> } {
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

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || '(default)';
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && !entry.name.endsWith('.part')) count += 1;
  return count;
}

function isNonEmptyDir(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function describeCounts(manifest: Pick<TManifest, 'counts' | 'files'>): string {
  const c = manifest.counts;
  return `${c.users ?? 0} users, ${c.needs ?? 0} needs, ${c.candidates ?? 0} candidates, ${c.steps ?? 0} steps, ${manifest.files} stored files`;
}

/** The embedded database can only be copied consistently while no server uses it. */
function lockForBackup(dataDir: string, action: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    throw new BackupError(
      `Cannot ${action} while the server runs on this data folder: ${(err as Error).message}`,
    );
  }
}

async function countRows(
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

// ---------------------------------------------------------------------------------------------
// Backup

/**
 * Writes one .tar.gz: the manifest, the database (PGlite: its own consistent dump of the data
 * folder, taken with the server stopped; PostgreSQL: `pg_dump --format=custom`), the stored files
 * of the local storage driver and the generated secrets.
 */
export async function createBackup(
  target: TBackupTarget,
  out: string,
  options: TBackupOptions = {},
): Promise<TManifest> {
  const log = options.log ?? (() => {});
  const outFile = path.resolve(out);
  if (fs.existsSync(outFile) && !options.force)
    throw new BackupError(`${outFile} already exists: choose another --out, or add --force.`);
  if (!fs.existsSync(path.dirname(outFile)))
    throw new BackupError(`The folder of ${outFile} does not exist.`);
  const driver = target.databaseUrl ? 'postgres' : 'pglite';
  if (!fs.existsSync(target.dataDir) && driver === 'pglite')
    throw new BackupError(`DATA_DIR ${target.dataDir} does not exist: nothing to back up.`);

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-backup-'));
  let unlock = () => {};
  try {
    let counts: Record<string, number>;
    if (driver === 'pglite') {
      const pgliteDir = path.join(target.dataDir, 'pglite');
      if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION')))
        throw new BackupError(
          `There is no database in ${pgliteDir}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`,
        );
      unlock = lockForBackup(target.dataDir, 'back up the embedded database');
      log(`Dumping the embedded database in ${pgliteDir}…`);
      const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
      try {
        counts = await countRows((text) => database.query(text));
        const dump = await database.pglite!.dumpDataDir('gzip');
        fs.writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
    } else {
      const url = target.databaseUrl!;
      counts = await withPgClient(url, (client) => countRows((text) => client.query(text)));
      log(`Dumping PostgreSQL database ${databaseName(url)} with pg_dump…`);
      const { dbname, env } = pgConnection(url);
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(staging, POSTGRES_DUMP)}`,
          `--dbname=${dbname}`,
        ],
        { env, what: 'pg_dump' },
      );
    }

    // Files after the database: a file uploaded meanwhile is an unused extra, never a hole.
    const dataEntries: string[] = [];
    let files = 0;
    if (target.storageDriver === 's3') {
      log(
        `Stored files are in the S3 bucket ${target.s3Bucket ?? ''} and are not in this backup: back the bucket up with its own tools (versioning, replication).`,
      );
    } else if (fs.existsSync(path.join(target.dataDir, FILES_DIR))) {
      dataEntries.push(FILES_DIR);
      files = countFiles(path.join(target.dataDir, FILES_DIR));
    }
    for (const name of SECRET_FILES)
      if (fs.existsSync(path.join(target.dataDir, name))) dataEntries.push(name);

    const manifest: TManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      driver,
      storage: target.storageDriver,
      counts,
      files,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${outFile}.${crypto.randomBytes(4).toString('hex')}.part`;
    try {
      await run(
        'tar',
        [
          '-czf',
          partial,
          '--exclude=*.part',
          '-C',
          staging,
          MANIFEST,
          driver === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP,
          ...(dataEntries.length ? ['-C', target.dataDir, ...dataEntries] : []),
        ],
        { what: 'Writing the archive' },
      );
      // It holds personal data and secrets: readable by its owner only.
      fs.chmodSync(partial, 0o600);
      fs.renameSync(partial, outFile);
    } finally {
      fs.rmSync(partial, { force: true });
    }
    log(`Backup written to ${outFile} (${formatSize(fs.statSync(outFile).size)})`);
    log(
      `  ${driver === 'pglite' ? 'embedded database' : 'PostgreSQL'}: ${describeCounts(manifest)}`,
    );
    return manifest;
  } finally {
    unlock();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Restore

const ALLOWED_ENTRY =
  /^(?:\.\/)?(?:backup\.json|database\.tar\.gz|database\.dump|jwt-secret|webhook-secret-key|files(?:\/.*)?)$/;

async function readManifest(archive: string, staging: string): Promise<TManifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  let listing: string;
  try {
    listing = await run('tar', ['-tzf', archive], { what: 'Reading the archive' });
  } catch (err) {
    if (err instanceof BackupError && err.message.includes('not found on PATH')) throw err;
    throw new BackupError(
      `${archive} is not a backup archive (a .tar.gz written by npm run backup).`,
    );
  }
  const entries = listing.split('\n').filter(Boolean);
  const unexpected = entries.find(
    (e) => !ALLOWED_ENTRY.test(e) || e.split('/').includes('..') || e.startsWith('/'),
  );
  if (unexpected)
    throw new BackupError(`${archive} holds an unexpected entry (${unexpected}): refusing it.`);
  if (!entries.some((e) => e.replace(/^\.\//, '') === MANIFEST))
    throw new BackupError(`${archive} is not a backup archive (it has no ${MANIFEST}).`);
  await run('tar', ['-xzf', archive, '-C', staging, MANIFEST], { what: 'Reading the archive' });
  let manifest: TManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8')) as TManifest;
  } catch {
    throw new BackupError(`${archive} has an unreadable ${MANIFEST}.`);
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`${archive} is not a backup archive of this application.`);
  if (manifest.version > BACKUP_VERSION)
    throw new BackupError(
      `${archive} was written by a newer version (backup format ${manifest.version}): update the application first.`,
    );
  return manifest;
}

/**
 * Restores an archive of `createBackup` into the configured DATA_DIR (and DATABASE_URL), which
 * must be empty unless `force` is given (then what is there is replaced).
 */
export async function restoreBackup(
  target: TBackupTarget,
  from: string,
  options: TBackupOptions = {},
): Promise<TManifest> {
  const log = options.log ?? (() => {});
  const archive = path.resolve(from);
  const driver = target.databaseUrl ? 'postgres' : 'pglite';
  const checking = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-restore-'));
  let manifest: TManifest;
  try {
    manifest = await readManifest(archive, checking);
  } finally {
    fs.rmSync(checking, { recursive: true, force: true });
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  // Staged inside DATA_DIR so that the restored pieces are moved into place by renaming.
  const staging = fs.mkdtempSync(path.join(target.dataDir, '.restore-'));
  let unlock = () => {};
  try {
    if (manifest.driver !== driver)
      throw new BackupError(
        manifest.driver === 'pglite'
          ? 'This backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR.'
          : 'This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.',
      );

    const filesDir = path.join(target.dataDir, FILES_DIR);
    const pgliteDir = path.join(target.dataDir, 'pglite');
    if (driver === 'pglite') unlock = lockForBackup(target.dataDir, 'restore');
    const held: string[] = [];
    if (driver === 'pglite' && isNonEmptyDir(pgliteDir)) held.push(`a database in ${pgliteDir}`);
    if (driver === 'postgres' && (await hasTables(target.databaseUrl!)))
      held.push(`tables in PostgreSQL database ${databaseName(target.databaseUrl!)}`);
    if (isNonEmptyDir(filesDir)) held.push(`stored files in ${filesDir}`);
    if (held.length > 0 && !options.force)
      throw new BackupError(
        `The target is not empty (${held.join('; ')}). Restore into an empty DATA_DIR and database, or add --force to replace what is there.`,
      );

    log(`Unpacking ${archive}…`);
    await run('tar', ['-xzf', archive, '-C', staging], { what: 'Unpacking the archive' });

    if (driver === 'pglite') {
      const dump = path.join(staging, PGLITE_DUMP);
      if (!fs.existsSync(dump)) throw new BackupError(`${archive} has no ${PGLITE_DUMP}.`);
      log('Loading the embedded database…');
      const loaded = path.join(staging, 'pglite');
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: loaded,
        loadDataDir: new Blob([fs.readFileSync(dump)]),
      });
      await database.close();
      fs.rmSync(pgliteDir, { recursive: true, force: true });
      fs.renameSync(loaded, pgliteDir);
    } else {
      const dump = path.join(staging, POSTGRES_DUMP);
      if (!fs.existsSync(dump)) throw new BackupError(`${archive} has no ${POSTGRES_DUMP}.`);
      const url = target.databaseUrl!;
      if (held.length > 0) await emptyDatabase(url);
      log(`Restoring PostgreSQL database ${databaseName(url)} with pg_restore…`);
      const { dbname, env } = pgConnection(url);
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${dbname}`,
          dump,
        ],
        { env, what: 'pg_restore' },
      );
    }

    fs.rmSync(filesDir, { recursive: true, force: true });
    if (fs.existsSync(path.join(staging, FILES_DIR)))
      fs.renameSync(path.join(staging, FILES_DIR), filesDir);
    for (const name of SECRET_FILES) {
      const restored = path.join(staging, name);
      if (fs.existsSync(restored)) fs.renameSync(restored, path.join(target.dataDir, name));
    }
    if (manifest.storage === 's3')
      log(
        'The backup was taken with STORAGE_DRIVER=s3: stored files live in the bucket and were not part of it.',
      );
    else if (target.storageDriver === 's3')
      log(
        `The backup's files were restored into ${filesDir}, but STORAGE_DRIVER=s3 reads the bucket: copy them there.`,
      );
    log(
      `Restored into ${target.dataDir}${driver === 'postgres' ? ` and PostgreSQL database ${databaseName(target.databaseUrl!)}` : ''}`,
    );
    log(`  from a backup of ${manifest.createdAt}: ${describeCounts(manifest)}`);
    return manifest;
  } finally {
    unlock();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function withPgClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
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

async function hasTables(url: string): Promise<boolean> {
  return withPgClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return (rows[0]?.n ?? 0) > 0;
  });
}

/** --force on PostgreSQL: the application's schemas go, so that the dump loads as it was. */
async function emptyDatabase(url: string): Promise<void> {
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
