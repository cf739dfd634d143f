import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  repoRoot,
  serverProcess,
  type TScratchDatabase,
  type TServerProcess,
} from '../../test/server-process.ts';
import { FRENCH_JD, makePdf } from '../modules/analysis/test-support/documents.ts';

const ADMIN = { email: 'backup-admin@example.com', password: 'backup-password-123' };

const servers: TServerProcess[] = [];
const scratches: TScratchDatabase[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill('SIGKILL');
  for (const scratch of scratches.splice(0)) await scratch.drop();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A data folder, and on the server-pg project a PostgreSQL database, both empty. */
async function target(root: string, name: string) {
  const scratch = await createScratchDatabase(`backup_${name}`);
  if (scratch) scratches.push(scratch);
  return {
    DATA_DIR: path.join(root, name),
    DATABASE_URL: scratch?.url ?? '',
  };
}

/** `npm run backup|restore -- …` as an operator types it, with the server's configuration. */
function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function startServer(env: Record<string, string>) {
  const server = await serverProcess({
    ...env,
    JWT_SECRET: 'backup-test-secret-backup-test-secret-0123',
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
  });
  servers.push(server);
  await server.start();
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { access_token: string }).access_token;
  const call = async (method: string, url: string, body?: unknown) => {
    const json = body !== undefined && !(body instanceof FormData);
    return fetch(`${server.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
  };
  return { server, call };
}

describe('npm run backup / npm run restore', () => {
  it('restores records and stored files into a fresh data folder (and database), refusing a non-empty target without --force', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-backup-test-'));
    dirs.push(root);
    const source = await target(root, 'source');
    const isPglite = !source.DATABASE_URL;

    // Records and a stored file, written through the API.
    const { server, call } = await startServer(source);
    const need = (await (
      await call('POST', '/api/v1/needs', { title: 'Backup need', client: 'Acme', tjm: 600 })
    ).json()) as { id: string };
    const candidate = (await (
      await call('POST', `/api/v1/needs/${need.id}/candidates`, {
        name: 'Backup Candidate',
        email: 'backup.candidate@example.com',
      })
    ).json()) as { id: string };
    const form = new FormData();
    const pdf = await makePdf(FRENCH_JD);
    form.append('files', new Blob([new Uint8Array(pdf)]), 'fiche.pdf');
    form.append('file_types', 'jd');
    form.append('api_config_json', JSON.stringify({ need_id: need.id }));
    expect((await call('POST', '/api/v1/analysisIA/files/analyze', form)).status).toBe(200);
    const original = Buffer.from(
      await (await call('GET', `/api/v1/needs/${need.id}/jd/file`)).arrayBuffer(),
    );
    expect(original.equals(pdf)).toBe(true);
    // The analysis file is written by the analysis job; a backup taken before it ends would
    // rightly hold one file.
    await expect
      .poll(
        async () =>
          (
            (await (await call('GET', `/api/v1/needs/${need.id}`)).json()) as {
              jdAnalysisStatus: string;
            }
          ).jdAnalysisStatus,
        { timeout: 30_000, interval: 200 },
      )
      .toBe('READY');

    const archive = path.join(root, 'backup.tar.gz');
    if (isPglite) {
      // The embedded database is copied only while no server uses it.
      const refused = await npmRun('backup', ['--out', archive], source);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        'Cannot back up the embedded database while the server runs on this data folder',
      );
    }
    await server.kill('SIGTERM');

    const backup = await npmRun('backup', ['--out', archive], source);
    expect(backup.output).toContain(`Backup written to ${archive}`);
    expect(backup.code).toBe(0);
    // The document and its analysis.
    expect(backup.output).toMatch(/1 needs, 1 candidates, 1 steps, 2 stored files/);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);

    const fresh = await target(root, 'restored');
    const restore = await npmRun('restore', ['--from', archive], fresh);
    expect(restore.output).toContain('Restored into');
    expect(restore.code).toBe(0);
    const again = await npmRun('restore', ['--from', archive], fresh);
    expect(again.code).toBe(1);
    expect(again.output).toContain('The target is not empty');
    expect(again.output).toContain('add --force to replace what is there');
    const forced = await npmRun('restore', ['--from', archive, '--force'], fresh);
    expect(forced.code).toBe(0);

    // The application on the restored data finds the same records and the same file.
    const restored = await startServer(fresh);
    const needAfter = await (await restored.call('GET', `/api/v1/needs/${need.id}`)).json();
    expect(needAfter).toMatchObject({ id: need.id, title: 'Backup need', client: 'Acme' });
    const candidateAfter = await (
      await restored.call('GET', `/api/v1/candidates/${candidate.id}`)
    ).json();
    expect(candidateAfter).toMatchObject({
      id: candidate.id,
      email: 'backup.candidate@example.com',
    });
    const file = await restored.call('GET', `/api/v1/needs/${need.id}/jd/file`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(original)).toBe(true);
  }, 240_000);

  it('explains what is wrong with the command line or the archive', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-backup-test-'));
    dirs.push(root);
    const env = { DATA_DIR: path.join(root, 'data'), DATABASE_URL: '' };
    const noFrom = await npmRun('restore', [], env);
    expect(noFrom.code).toBe(1);
    expect(noFrom.output).toContain('restore needs --from.');
    const notArchive = path.join(root, 'notes.txt');
    fs.writeFileSync(notArchive, 'hello');
    const wrong = await npmRun('restore', ['--from', notArchive], env);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain(`${notArchive} is not a backup archive`);
    const nothing = await npmRun('backup', ['--out', path.join(root, 'b.tar.gz')], env);
    expect(nothing.code).toBe(1);
    expect(nothing.output).toContain('does not exist: nothing to back up.');
  });
});
