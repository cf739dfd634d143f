import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startFakeAi, type TFakeAi } from '../test/fake-ai.ts';
import {
  createScratchDatabase,
  serverProcess,
  type TScratchDatabase,
  type TServerProcess,
} from '../test/server-process.ts';
import { until } from '../test/until.ts';
import { openDatabase } from './db/client.ts';
import { ENGLISH_CV, makePdf } from './modules/analysis/test-support/documents.ts';

const ADMIN = { email: 'jobs-admin@example.com', password: 'jobs-password-123' };

let servers: TServerProcess[] = [];
let ai: TFakeAi | undefined;
let scratch: TScratchDatabase | undefined;
let dataDirs: string[] = [];

afterEach(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  await ai?.close();
  await scratch?.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  servers = [];
  dataDirs = [];
  ai = scratch = undefined;
});

function newDataDir(withTemplate: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-jobs-'));
  dataDirs.push(dir);
  if (withTemplate) {
    fs.mkdirSync(path.join(dir, 'pglite'));
    execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', path.join(dir, 'pglite')]);
  }
  return dir;
}

function envFor(dataDir: string, aiUrl: string, extra: Record<string, string> = {}) {
  return {
    DATA_DIR: dataDir,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    JWT_SECRET: 'jobs-test-secret-jobs-test-secret-0123456789',
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    AI_PROVIDER: 'openai',
    AI_BASE_URL: aiUrl,
    AI_MODEL: 'fake',
    ...extra,
  };
}

async function signIn(server: TServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function api(
  server: TServerProcess,
  token: string,
  method: string,
  url: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Uploads CVs for a need; returns the flow ids. */
async function uploadCvs(server: TServerProcess, token: string, needId: string, names: string[]) {
  const form = new FormData();
  for (const name of names) {
    const email = `${name.toLowerCase().replace(' ', '.')}@example.com | +33 6 12 34 56 78`;
    const pdf = await makePdf([name, ENGLISH_CV[1]!, email, ...ENGLISH_CV.slice(3)]);
    form.append('files', new Blob([new Uint8Array(pdf)]), `${name.replace(' ', '_')}_CV.pdf`);
  }
  form.append('file_types', 'cv');
  form.append('api_config_json', JSON.stringify({ need_id: needId }));
  const res = await fetch(`${server.url}/api/v1/analysisIA/files/analyze`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`analyze failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { results: { entity_id: string }[] };
  return body.results.map((r) => r.entity_id);
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  await until(check, {
    timeout: timeoutMs,
    interval: 250,
    message: () => `timed out waiting for ${what}\n${servers.map((s) => s.logs()).join('\n')}`,
  });
}

type TStage = { stage: string; attempt: number; status: string; error: string | null };
const timeline = (stages: TStage[]) => stages.map((s) => [s.stage, s.attempt, s.status]);

describe('jobs across process deaths and processes', () => {
  it('resumes a job killed mid-stage without doing a completed stage twice', async () => {
    scratch = await createScratchDatabase('jobs_crash');
    const dataDir = newDataDir(!scratch);
    ai = await startFakeAi();
    const server = await serverProcess(envFor(dataDir, ai.baseUrl));
    servers.push(server);
    await server.start();
    let token = await signIn(server);
    const need = await api(server, token, 'POST', '/api/v1/needs', {
      title: 'Java developer',
      client: 'Crash client',
      tjm: 500,
    });
    // The AI endpoint holds its call: extract is done, analyse runs when the process dies.
    ai.setMode('hold');
    const [flowId] = await uploadCvs(server, token, need.id, ['Alice Martin']);
    await waitFor('the analysis to reach the AI endpoint', async () => ai!.calls() >= 1, 30_000);
    const during = await api(server, token, 'GET', `/api/v1/admin/flows/${flowId}`);
    expect(timeline(during.stages)).toEqual([
      ['extract', 1, 'completed'],
      ['analyse', 1, 'running'],
    ]);
    await server.kill('SIGKILL');

    ai.setMode('answer');
    await server.start();
    token = await signIn(server);
    await waitFor(
      'the flow to complete after the restart',
      async () =>
        (await api(server, token, 'GET', `/api/v1/admin/flows/${flowId}`)).status === 'completed',
      60_000,
    );
    const after = await api(server, token, 'GET', `/api/v1/admin/flows/${flowId}`);
    // extract ran once; the interrupted analyse is on the timeline, then its second attempt.
    expect(timeline(after.stages)).toEqual([
      ['extract', 1, 'completed'],
      ['analyse', 1, 'error'],
      ['analyse', 2, 'completed'],
      ['apply', 1, 'completed'],
    ]);
    expect(after.stages[1].error).toBe('The server stopped while this stage was running');
  }, 180_000);

  it('runs each stage once with two server processes and every job started twice', async (ctx) => {
    scratch = await createScratchDatabase('jobs_two');
    if (!scratch) return ctx.skip();
    ai = await startFakeAi();
    // Calls held by the first runs time out, so their retries find the endpoint answering.
    // Both processes share the stored files (one DATA_DIR) and the database.
    const env = envFor(newDataDir(false), ai.baseUrl, { AI_TIMEOUT_MS: '3000' });
    const first = await serverProcess(env);
    const second = await serverProcess(env);
    servers.push(first, second);
    await first.start();
    await second.start();
    const token = await signIn(first);
    const need = await api(first, token, 'POST', '/api/v1/needs', {
      title: 'Two processes',
      client: 'Shared database',
      tjm: 500,
    });
    ai.setMode('hold');
    const names = ['Ana Lima', 'Ben Okafor'];
    const flowIds = await uploadCvs(first, token, need.id, names);
    await waitFor(
      'every analysis to reach the AI',
      async () => ai!.calls() >= names.length,
      30_000,
    );
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, max: 1 });
    try {
      // pg-boss may start a job twice (pg-boss#555): every job gets a second copy, which either
      // finds the stage claimed and leaves, or takes the flow while the first run waits to retry.
      await database.query(
        `INSERT INTO pgboss.job (name, data) SELECT name, data FROM pgboss.job WHERE name = 'cv-analysis'`,
      );
      ai.setMode('answer');
      await waitFor(
        'every flow to complete',
        async () => {
          const { rows } = await database.query<{ n: string }>(
            `SELECT count(*) AS n FROM flows WHERE id = ANY($1::text[]) AND status = 'completed'`,
            [flowIds],
          );
          return Number(rows[0]!.n) === names.length;
        },
        90_000,
      );
      const { rows: attempts } = await database.query<{
        flow_id: string;
        stage: string;
        completed: string;
      }>(
        `SELECT flow_id, stage, count(*) FILTER (WHERE status = 'completed') AS completed
         FROM flow_stage_attempts WHERE flow_id = ANY($1::text[]) GROUP BY flow_id, stage`,
        [flowIds],
      );
      expect(attempts).toHaveLength(names.length * 3);
      expect(attempts.every((a) => Number(a.completed) === 1)).toBe(true);
      // No two attempts of one flow overlapped in time.
      const { rows: overlaps } = await database.query(
        `SELECT a.id FROM flow_stage_attempts a JOIN flow_stage_attempts b
           ON a.flow_id = b.flow_id AND a.id < b.id
          AND b.started_at < coalesce(a.ended_at, 'infinity')
         WHERE a.flow_id = ANY($1::text[])`,
        [flowIds],
      );
      expect(overlaps).toEqual([]);
      // The candidates' analysis was written once each.
      const { rows: audits } = await database.query<{ n: string }>(
        `SELECT count(*) AS n FROM audit_log WHERE action = 'analysis' AND entity_type = 'candidate'`,
      );
      expect(Number(audits[0]!.n)).toBe(names.length);
    } finally {
      await database.close();
    }
  }, 240_000);
  it('triggers a workflow request exactly once when two processes are asked at the same time', async (ctx) => {
    scratch = await createScratchDatabase('jobs_trigger');
    if (!scratch) return ctx.skip();
    ai = await startFakeAi();
    const env = envFor(newDataDir(false), ai.baseUrl);
    const first = await serverProcess(env);
    const second = await serverProcess(env);
    servers.push(first, second);
    await first.start();
    await second.start();
    const token = await signIn(first);
    const sales = await api(first, token, 'POST', '/api/v1/users', {
      name: 'Sam Sales',
      email: 'sam.trigger@example.com',
      password: 'password-123',
      role: 'Sales',
    });
    const need = await api(first, token, 'POST', '/api/v1/needs', {
      title: 'Exactly once',
      client: 'Shared database',
      tjm: 600,
      consultants: [sales.id],
      orderClients: ['Marie Durand'],
      orderClientsEmail: ['marie.durand@example.com'],
    });
    for (let round = 0; round < 5; round++) {
      const request = await api(first, token, 'POST', '/api/v1/workflow-requests', {
        type: 'salesforce_opportunity_create',
        payload: { needId: need.id },
      });
      const answers = await Promise.all(
        [first, second].map((server) =>
          fetch(`${server.url}/api/v1/workflow-requests/${request.id}/trigger`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: '{}',
          }).then((res) => res.status),
        ),
      );
      expect(answers.sort()).toEqual([202, 409]);
      let done: { status: string; attempts: number; flowId: string } | undefined;
      await waitFor(
        'the request to complete',
        async () => {
          done = await api(first, token, 'GET', `/api/v1/workflow-requests/${request.id}`);
          return done!.status === 'COMPLETED' || done!.status === 'FAILED';
        },
        30_000,
      );
      expect(done).toMatchObject({ status: 'COMPLETED', attempts: 1 });
      // One flow for this request, whichever process took the trigger.
      const flows = await api(first, token, 'GET', `/api/v1/admin/flows?needId=${need.id}&size=50`);
      const ofRequest = flows.items.filter(
        (f: { payload: { workflowRequestId?: string } }) =>
          f.payload.workflowRequestId === request.id,
      );
      expect(ofRequest.map((f: { id: string }) => f.id)).toEqual([done!.flowId]);
    }
  }, 180_000);
});
