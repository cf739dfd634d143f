import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import {
  createScratchDatabase,
  serverProcess,
  type TScratchDatabase,
  type TServerProcess,
} from '../test/server-process.ts';
import { openDatabase } from './db/client.ts';
import { makeManyPagePdf } from './modules/analysis/test-support/documents.ts';

const ADMIN = { email: 'limits-admin@example.com', password: 'limits-password-123' };
const LIMIT_MESSAGE = 'This PDF has 20,000 pages; CVs are read up to 30 pages';

let server: TServerProcess | undefined;
let scratch: TScratchDatabase | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await server?.kill('SIGKILL');
  await scratch?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  server = scratch = dataDir = undefined;
});

async function signIn(): Promise<string> {
  const res = await fetch(`${server!.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function flowOf(token: string, flowId: string) {
  const res = await fetch(`${server!.url}/api/v1/admin/flows/${flowId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as {
    status: string;
    error: string | null;
    stages: { stage: string; attempt: number; status: string }[];
  };
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}\n${server?.logs()}`);
    },
    { timeout: timeoutMs, interval: 250 },
  );
}

/** Jobs of the flow that a worker would still take (waiting, to retry, or running). */
async function liveJobs(flowId: string): Promise<number> {
  const database = scratch
    ? await openDatabase({ kind: 'postgres', url: scratch.url, max: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir!, 'pglite') });
  try {
    const { rows } = await database.query<{ n: string }>(
      `SELECT count(*) AS n FROM pgboss.job
       WHERE data->>'flowId' = $1 AND state IN ('created', 'retry', 'active')`,
      [flowId],
    );
    return Number(rows[0]!.n);
  } finally {
    await database.close();
  }
}

describe('a document past a reading limit across a process death', () => {
  it('fails its job once, and a restarted process does not take it up again', async () => {
    scratch = await createScratchDatabase('doc_limits');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-limits-'));
    if (!scratch) {
      fs.mkdirSync(path.join(dataDir, 'pglite'));
      execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', path.join(dataDir, 'pglite')]);
    }
    server = await serverProcess({
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      JWT_SECRET: 'limits-test-secret-limits-test-secret-0123456789',
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
    });
    await server.start();
    let token = await signIn();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(makeManyPagePdf(20_000))]), 'long_cv.pdf');
    form.append('file_types', 'cv');
    const res = await fetch(`${server.url}/api/v1/analysisIA/files/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const flowId = ((await res.json()) as { results: { entity_id: string }[] }).results[0]!
      .entity_id;
    await waitFor(
      'the flow to fail for its page limit',
      async () => (await flowOf(token, flowId)).status === 'error',
      60_000,
    );
    const failed = await flowOf(token, flowId);
    expect(failed.error).toBe(LIMIT_MESSAGE);
    expect(failed.stages.map((s) => [s.stage, s.attempt, s.status])).toEqual([
      ['extract', 1, 'error'],
    ]);

    await server.kill('SIGKILL');
    await server.start();
    token = await signIn();
    // The restarted process has handed back and queued again what it found at start.
    const after = await flowOf(token, flowId);
    expect(after.status).toBe('error');
    expect(after.error).toBe(LIMIT_MESSAGE);
    expect(after.stages).toHaveLength(1);
    await server.kill('SIGTERM');
    expect(await liveJobs(flowId)).toBe(0);
  }, 240_000);
});
