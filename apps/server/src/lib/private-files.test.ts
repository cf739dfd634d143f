import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { keyPrefix, makeObjectKey } from '../modules/files/object-keys.ts';
import { keepNewFilesPrivate, restrictExistingFiles } from './private-files.ts';

/** Every file and folder under `dir` with its permission bits. */
function modesUnder(dir: string): { file: string; mode: number; isDir: boolean }[] {
  const out: { file: string; mode: number; isDir: boolean }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    out.push({ file: full, mode: fs.statSync(full).mode & 0o777, isDir: entry.isDirectory() });
    if (entry.isDirectory()) out.push(...modesUnder(full));
  }
  return out;
}

const readableByOthers = (dir: string) =>
  modesUnder(dir)
    .filter((f) => (f.mode & 0o077) !== 0)
    .map((f) => `${path.relative(dir, f.file)} ${f.mode.toString(8)}`);

describe('the data folder is readable by the server user only', () => {
  let restoreUmask: number | undefined;
  afterEach(() => {
    if (restoreUmask !== undefined) process.umask(restoreUmask);
    restoreUmask = undefined;
  });

  it('a fresh app writes its database, stored files and secrets 0600 in folders 0700', async () => {
    restoreUmask = keepNewFilesPrivate();
    const config = testConfig();
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(config.DATA_DIR, 'pglite'),
    });
    try {
      await migrateDatabase(database);
      const app = await buildApp({ config, database });
      try {
        const key = makeObjectKey(keyPrefix.cv('00000000-0000-4000-8000-000000000001'), 'pdf');
        await app.ctx.documents!.storage.put(key, Buffer.from('%PDF-1.4 cv'), 'application/pdf');
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
    const written = modesUnder(config.DATA_DIR);
    expect(written.filter((f) => !f.isDir).length).toBeGreaterThan(100);
    expect(written.some((f) => f.file.includes(`${path.sep}files${path.sep}`))).toBe(true);
    expect(readableByOthers(config.DATA_DIR)).toEqual([]);
    // A new PGlite cluster and every migration: slow on a loaded machine.
  }, 240_000);

  it('narrows what an earlier version left open: files to 0600, folders to 0700', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-modes-'));
    fs.mkdirSync(path.join(dir, 'files', 'candidates'), { recursive: true, mode: 0o755 });
    fs.chmodSync(path.join(dir, 'files'), 0o755);
    fs.writeFileSync(path.join(dir, 'files', 'candidates', 'cv.pdf'), 'cv');
    fs.chmodSync(path.join(dir, 'files', 'candidates', 'cv.pdf'), 0o644);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17');
    fs.chmodSync(path.join(dir, 'PG_VERSION'), 0o666);
    restrictExistingFiles(dir);
    expect(readableByOthers(dir)).toEqual([]);
    expect(fs.statSync(path.join(dir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'files')).mode & 0o777).toBe(0o700);
  });
});
