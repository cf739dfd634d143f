import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';

import {
  BackupError,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  FILES_DIR,
  SECRET_FILES,
  run,
  pgConnection,
  databaseName,
  countFiles,
  isNonEmptyDir,
  formatSize,
  describeCounts,
  lockForBackup,
  countRows,
  withPgClient,
  hasTables,
  emptyDatabase,
  type TBackupTarget,
  type TManifest,
  type TBackupOptions,
} from './backup-format.ts';

export { BackupError, type TBackupTarget } from './backup-format.ts';

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
