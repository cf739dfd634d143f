import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeAi, type TFakeAi } from '../test/fake-ai.ts';
import { connectLive, type TLiveClient } from '../test/live-client.ts';
import {
  createScratchDatabase,
  freePort,
  serverProcess,
  type TScratchDatabase,
  type TServerProcess,
} from '../test/server-process.ts';
import { until } from '../test/until.ts';
import { MIGRATIONS_DIR, openDatabase, type TDatabase } from './db/client.ts';
import { ENGLISH_CV, makePdf } from './modules/analysis/test-support/documents.ts';

/**
 * Three server processes on one PostgreSQL database and one S3-compatible store (s3rver, from
 * npm), behind a round-robin proxy written here: what "every server is identical" promises.
 * Runs only on the server-pg project (TEST_DATABASE_URL); the PGlite project skips it.
 */

const ADMIN = {
  name: 'Scale Admin',
  email: 'scale-admin@example.com',
  password: 'scale-password-1',
};
const BUCKET = 'staffing-scale';
const INSTANCES = 3;

type TProxy = {
  url: string;
  /** Requests (and upgrades) handed to each instance, by index. */
  served: number[];
  /** Takes an instance out of the rotation (what a proxy's /readyz health check does). */
  remove: (index: number) => void;
  close: () => Promise<void>;
};

/**
 * A round-robin reverse proxy: each HTTP request and each WebSocket upgrade goes to the next
 * instance still in the rotation (upstream connections are not kept alive, so nothing sticks).
 */
async function startProxy(targets: string[]): Promise<TProxy> {
  const served = targets.map(() => 0);
  const removed = new Set<number>();
  let turn = 0;
  const next = () => {
    for (;;) {
      const index = turn++ % targets.length;
      if (!removed.has(index)) {
        served[index]! += 1;
        return new URL(targets[index]!);
      }
    }
  };
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const target = next();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    });
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, client: net.Socket, head: Buffer) => {
    const target = next();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      let raw = `${req.method} ${req.url} HTTP/1.1\r\n`;
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        raw += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
      upstream.write(`${raw}\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    remove: (index) => removed.add(index),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let scratch: TScratchDatabase | undefined;
let database: TDatabase | undefined;
let s3: S3rver | undefined;
let ai: TFakeAi | undefined;
let proxy: TProxy | undefined;
let servers: TServerProcess[] = [];
let lives: TLiveClient[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const live of lives) live.close();
  await proxy?.close();
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await database?.close();
  await scratch?.drop();
  await ai?.close();
  await s3?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(label: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `staffing-scale-${label}-`));
  dirs.push(dir);
  return dir;
}

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
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

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  await until(check, {
    timeout: timeoutMs,
    interval: 200,
    message: () => `timed out waiting for ${what}\n${servers.map((s) => s.logs()).join('\n')}`,
  });
}

type TStage = { stage: string; attempt: number; status: string };
const timeline = (stages: TStage[]) => stages.map((s) => [s.stage, s.attempt, s.status]);

describe.skipIf(!process.env.TEST_DATABASE_URL)('three server processes behind one proxy', () => {
  it('share sessions, live events, jobs and files, migrate once, and survive a kill -9', async (ctx) => {
    scratch = await createScratchDatabase('scale');
    // The PGlite project (with TEST_DATABASE_URL set for the other one) has no template to copy.
    if (!scratch) return ctx.skip();

    // One S3-compatible store (s3rver, path-style) with its bucket, and one AI endpoint.
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: tempDir('s3'),
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = await s3.run();
    ai = await startFakeAi();

    // Three instances started at the same moment on the same (empty) database.
    servers = await Promise.all(
      Array.from({ length: INSTANCES }, (_, i) =>
        serverProcess({
          DATA_DIR: tempDir(`data${i}`),
          DATABASE_URL: scratch!.url,
          JWT_SECRET: 'scale-test-secret-scale-test-secret-0123456789',
          STORAGE_DRIVER: 's3',
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
          AI_PROVIDER: 'openai',
          // One path per instance: the fake endpoint tells which instance runs a stage.
          AI_BASE_URL: `${ai!.baseUrl}/instance${i}`,
          AI_MODEL: 'fake',
          TRUST_PROXY: '127.0.0.1',
        }),
      ),
    );
    await Promise.all(servers.map((server) => server.start()));
    database = await openDatabase({ kind: 'postgres', url: scratch.url, max: 2 });
    const db = database;

    // Migrations ran once, under the lock: every migration of the journal is recorded once, and
    // no instance failed its start (each answers /readyz, bucket included).
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const { rows: migrations } = await db.query<{ n: string; hashes: string }>(
      'SELECT count(*) AS n, count(DISTINCT hash) AS hashes FROM drizzle.__drizzle_migrations',
    );
    expect(Number(migrations[0]!.n)).toBe(journal.entries.length);
    expect(Number(migrations[0]!.hashes)).toBe(journal.entries.length);
    for (const server of servers) {
      expect(server.exitCode()).toBeNull();
      const ready = await fetch(`${server.url}/readyz`);
      const body = (await ready.json()) as { checks: Record<string, unknown> };
      expect(ready.status, JSON.stringify(body)).toBe(200);
      expect(Object.keys(body.checks)).toEqual(expect.arrayContaining(['database', 'storage']));
    }

    proxy = await startProxy(servers.map((server) => server.url));
    const front = proxy.url;

    // First-run setup through the proxy; the session then works on every instance.
    const setup = await fetch(`${front}/api/v1/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(setup.status).toBe(201);
    const { access_token: token } = (await setup.json()) as { access_token: string };
    const before = [...proxy.served];
    for (let i = 0; i < INSTANCES * 2; i++) {
      const res = await fetch(`${front}/api/v1/auth/sessions`, {
        headers: { authorization: `Bearer ${token}`, 'x-request-id': `scale-${i}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(`scale-${i}`);
    }
    expect(proxy.served.map((n, i) => n - before[i]!)).toEqual([2, 2, 2]);
    // Each instance counted its own share (its /metrics, read directly).
    for (const server of servers) {
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      expect(metrics).toMatch(
        /staffing_http_requests_total\{[^}]*route="\/api\/v1\/auth\/sessions"[^}]*status="200"[^}]*\} 2/,
      );
    }

    // One live socket through the proxy on each instance; a need made through one instance
    // reaches all of them.
    lives = Array.from({ length: INSTANCES }, () => connectLive(front, token));
    for (const live of lives) expect((await live.next()).event_type).toBe('connection_test');
    const need = await call(servers[0]!.url, token, 'POST', '/api/v1/needs', {
      title: 'Three instances',
      client: 'Scale client',
      tjm: 650,
    });
    for (const live of lives)
      expect((await live.next((m) => m.event_type === 'need_created')).entity_id).toBe(need.id);

    // A job description uploaded to the bucket and completed through instance 0 downloads
    // byte-identical through instance 1; its analysis job runs each stage once.
    const jd = await makePdf([
      'Senior Java developer',
      'Spring Boot, PostgreSQL, Kubernetes',
      'Paris, 6 months',
    ]);
    const slot = await call(
      front,
      token,
      'GET',
      `/api/v1/needs/${need.id}/jd/presign?filename=JD_Java.pdf&method=POST`,
    );
    const form = new FormData();
    for (const [key, value] of Object.entries(slot.fields as Record<string, string>))
      form.append(key, value);
    form.append('file', new Blob([new Uint8Array(jd)], { type: 'application/pdf' }), 'JD_Java.pdf');
    const stored = await fetch(slot.uploadUrl, { method: 'POST', body: form });
    expect(stored.status).toBeLessThan(300);
    await call(servers[0]!.url, token, 'POST', `/api/v1/needs/${need.id}/jd/complete`, {
      objectKey: slot.objectKey,
      filename: 'JD_Java.pdf',
    });
    const download = await fetch(`${servers[1]!.url}/api/v1/needs/${need.id}/jd/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(jd)).toBe(true);

    const flowOf = async (id: string) =>
      (await call(front, token, 'GET', `/api/v1/admin/flows/${id}`)) as {
        status: string;
        stages: TStage[];
      };
    const jdFlows = await call(front, token, 'GET', `/api/v1/admin/flows?needId=${need.id}`);
    expect(jdFlows.items).toHaveLength(1);
    const jdFlowId = jdFlows.items[0].id as string;
    await waitFor(
      'the job description analysis to complete',
      async () => (await flowOf(jdFlowId)).status === 'completed',
      30_000,
    );
    const jdStages = (await flowOf(jdFlowId)).stages;
    expect(jdStages.length).toBeGreaterThan(0);
    expect(jdStages.every((s) => s.attempt === 1 && s.status === 'completed')).toBe(true);
    expect(new Set(jdStages.map((s) => s.stage)).size).toBe(jdStages.length);

    // kill -9: a CV analysis is held at its AI call on one instance, while writes go on through
    // the proxy; that instance dies.
    ai.setMode('hold');
    const callsBefore = ai.calls();
    const cv = await makePdf([
      'Alice Martin',
      ENGLISH_CV[1]!,
      'alice.martin@example.com | +33 6 12 34 56 78',
      ...ENGLISH_CV.slice(3),
    ]);
    const upload = new FormData();
    upload.append('files', new Blob([new Uint8Array(cv)]), 'Alice_Martin_CV.pdf');
    upload.append('file_types', 'cv');
    upload.append('api_config_json', JSON.stringify({ need_id: need.id }));
    const analyzed = await fetch(`${front}/api/v1/analysisIA/files/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: upload,
    });
    expect(analyzed.status).toBe(200);
    const [cvFlowId] = (
      (await analyzed.json()) as { results: { entity_id: string }[] }
    ).results.map((r) => r.entity_id);
    await waitFor('the CV analysis to reach the AI', async () => ai!.calls() > callsBefore, 30_000);
    const victim = Number(/\/instance(\d)\//.exec(ai.paths().at(-1)!)![1]);

    const acknowledged: string[] = [];
    let failed = 0;
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let n = 0; writing; n++) {
        const res = await fetch(`${front}/api/v1/needs`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Write ${w}-${n}`, client: 'Kill client', tjm: 500 }),
        }).catch(() => undefined);
        if (res?.ok) acknowledged.push(((await res.json()) as { id: string }).id);
        else {
          failed += 1;
          await res?.text();
        }
      }
    });
    // The writes flow through all three instances, then one dies under them.
    await until(() => acknowledged.length >= 5, { message: 'no write was acknowledged' });
    await servers[victim]!.kill('SIGKILL');
    // Until the health check takes it out, the proxy sends every third write to the dead one.
    const failedBefore = failed;
    await until(() => failed > failedBefore, { message: 'no write met the dead instance' });
    proxy.remove(victim);
    // The two survivors then take the writes alone.
    const acknowledgedBefore = acknowledged.length;
    await until(() => acknowledged.length >= acknowledgedBefore + 5, {
      message: 'the survivors acknowledged no writes',
    });
    writing = false;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    // Every acknowledged write is in the database.
    const { rows: written } = await db.query<{ id: string }>(
      'SELECT id FROM needs WHERE id = ANY($1::uuid[])',
      [acknowledged],
    );
    expect(written.map((r) => r.id).sort()).toEqual([...acknowledged].sort());

    // The job in flight on the killed instance is taken by another one (its worker lock is gone)
    // and completes; its finished stage is not redone.
    ai.setMode('answer');
    await waitFor(
      'the CV analysis to complete on another instance',
      async () => (await flowOf(cvFlowId!)).status === 'completed',
      60_000,
    );
    expect(timeline((await flowOf(cvFlowId!)).stages)).toEqual([
      ['extract', 1, 'completed'],
      ['analyse', 1, 'error'],
      ['analyse', 2, 'completed'],
      ['apply', 1, 'completed'],
    ]);
    const retried = ai.paths().slice(-1)[0]!;
    expect(retried).not.toContain(`/instance${victim}/`);
  }, 150_000);
});
