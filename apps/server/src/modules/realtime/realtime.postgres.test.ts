import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { connectLive, type TLiveClient } from '../../../test/live-client.ts';
import { serverProcess } from '../../../test/server-process.ts';
import { createTestContext, type TTestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase, type TDatabase } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import type { TEventBus } from './event-bus.ts';
import { fixtureEvent } from '../../../test/live-fixtures.ts';
import { createLiveEventsRepository } from './live-events.repository.ts';
import { createPostgresBus, MAX_NOTIFY_BYTES } from './postgres-bus.ts';
import { until } from '../../../test/until.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

function baseUrlOf(app: TApp) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** An app on a PostgreSQL test database with DATABASE_URL set, so it picks the NOTIFY bus. */
async function startPrimary(): Promise<TTestContext & { url: string; baseUrl: string }> {
  const t = await createTestContext({ useDatabaseUrl: true });
  cleanups.push(t.close);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(t, { url: t.config.DATABASE_URL!, baseUrl: baseUrlOf(t.app) });
}

/** A second app of the same code on the same database, in this process. */
async function startSecondary(primary: TTestContext): Promise<TApp> {
  const database = await openDatabase({
    kind: 'postgres',
    url: primary.config.DATABASE_URL!,
    max: 3,
  });
  const app = await buildApp({ config: primary.config, database });
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function connect(baseUrl: string, token: string): TLiveClient {
  const client = connectLive(baseUrl, token);
  cleanups.push(async () => client.ws.terminate());
  return client;
}

async function signedIn(baseUrl: string, token: string) {
  const client = connect(baseUrl, token);
  await client.next((m) => m.event_type === 'connection_test');
  return client;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  await until(() => check().catch(() => false), {
    timeout: timeoutMs,
    message: `timed out waiting for ${what}`,
  });
}

/** Listener connections that have run their LISTEN: a connection alone would not hear yet. */
async function listenerPids(database: TDatabase): Promise<number[]> {
  const { rows } = await database.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE application_name = 'staffing-live-listener' AND datname = current_database()
        AND state = 'idle' AND query ILIKE 'LISTEN %'`,
  );
  return rows.map((r) => r.pid);
}

describe.skipIf(!inject('postgresTemplate'))('live events over PostgreSQL LISTEN/NOTIFY', () => {
  it('delivers each event exactly once to sockets on both apps sharing the database', async () => {
    const a = await startPrimary();
    const b = await startSecondary(a);
    const user = await a.createUser('Sales');
    const onA = await signedIn(a.baseUrl, user.token);
    const onB = await signedIn(baseUrlOf(b), user.token);

    const event = fixtureEvent(
      'need_updated',
      'need-1',
      { column: 'SALE' },
      new Date('2025-05-06T07:08:09.000Z'),
    );
    await a.app.ctx.bus.publish(event);
    await a.app.ctx.bus.publish(fixtureEvent('step_created', 'marker-a', {}));
    await b.ctx.bus.publish(fixtureEvent('step_deleted', 'from-b', {}));
    await b.ctx.bus.publish(fixtureEvent('step_created', 'marker-b', {}));
    for (const client of [onA, onB]) {
      const seen = [];
      for (let i = 0; i < 4; i += 1) seen.push(await client.next());
      expect(seen.find((m) => m.entity_id === 'need-1')).toEqual({
        event_type: 'need_updated',
        entity_id: 'need-1',
        timestamp: '2025-05-06T07:08:09.000Z',
        payload: { column: 'SALE' },
      });
      // Each process's own events arrive in order; the two processes may interleave.
      const ids = seen.map((m) => m.entity_id);
      expect(ids.filter((id) => id !== 'from-b' && id !== 'marker-b')).toEqual([
        'need-1',
        'marker-a',
      ]);
      expect(ids.filter((id) => id === 'from-b' || id === 'marker-b')).toEqual([
        'from-b',
        'marker-b',
      ]);
    }
    // Nothing arrives twice (a process skips its own notifications): a last marker from each
    // process is notified after every event above, so a duplicate would come before it.
    await a.app.ctx.bus.publish(fixtureEvent('step_created', 'end-a', {}));
    await b.ctx.bus.publish(fixtureEvent('step_created', 'end-b', {}));
    for (const client of [onA, onB]) {
      const late: string[] = [];
      while (!(late.includes('end-a') && late.includes('end-b')))
        late.push((await client.next()).entity_id);
      expect(late.filter((id) => id !== 'end-a' && id !== 'end-b')).toEqual([]);
    }
    expect([...onA.received, ...onB.received]).toEqual([]);

    onB.send({ type: 'subscribe_job', job_id: 'job-1' });
    await onB.flush();
    await a.app.ctx.bus.publish({
      ...fixtureEvent('need_analysis_complete', 'need-1', {}),
      job_id: 'job-1',
    });
    await a.app.ctx.bus.publish(fixtureEvent('step_created', 'marker-2', {}));
    expect(await onB.next()).toMatchObject({
      event_type: 'need_analysis_complete',
      job_id: 'job-1',
    });
    expect((await onA.next()).entity_id).toBe('marker-2');
  });

  it('sends an event over the NOTIFY size limit by reference', async () => {
    const a = await startPrimary();
    const b = await startSecondary(a);
    const user = await a.createUser('Sales');
    const onB = await signedIn(baseUrlOf(b), user.token);
    const text = 'é'.repeat(MAX_NOTIFY_BYTES * 4);

    await a.app.ctx.bus.publish(fixtureEvent('candidate_updated', 'big', { text }));
    await a.app.ctx.bus.publish(fixtureEvent('candidate_updated', 'small', {}));
    const big = await onB.next();
    expect(big.entity_id).toBe('big');
    expect(big.payload.text).toBe(text);
    // Read back in order: the small event sent after does not overtake the big one.
    expect((await onB.next()).entity_id).toBe('small');
    const { rows } = await a.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM live_events',
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('prunes stored events and reconnects a lost LISTEN connection', async () => {
    const t = await createTestContext({});
    cleanups.push(t.close);
    const url = (t.database as TDatabase & { url: string }).url;
    const repository = createLiveEventsRepository(t.database.db);
    const logger = t.app.log;
    const buses: TEventBus[] = [];
    for (let i = 0; i < 2; i += 1) {
      const bus = await createPostgresBus({
        connectionString: url,
        repository,
        logger,
        retentionSeconds: 0,
        pruneIntervalMs: 100,
        reconnectDelayMs: 50,
      });
      buses.push(bus);
      cleanups.push(() => bus.close());
    }
    const [one, two] = buses as [TEventBus, TEventBus];
    const seenByTwo: string[] = [];
    two.subscribe((event) => seenByTwo.push(event.entity_id));

    await repository.insert(fixtureEvent('x', 'stored', {}) as unknown as Record<string, unknown>);
    await waitFor(async () => {
      const { rows } = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM live_events',
      );
      return rows[0]!.n === 0;
    }, 'pruning');

    const before = await listenerPids(t.database);
    expect(before).toHaveLength(2);
    await t.database.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
      before,
    ]);
    await waitFor(async () => {
      const after = await listenerPids(t.database);
      return after.length === 2 && after.every((pid) => !before.includes(pid));
    }, 'LISTEN reconnect');

    await one.publish(fixtureEvent('need_created', 'after-reconnect', {}));
    await waitFor(
      async () => seenByTwo.includes('after-reconnect'),
      'event after reconnect',
      5_000,
    );
  });

  it('tells its sockets to reconnect (1012) once a lost LISTEN connection is back: they refetch what they missed', async () => {
    const a = await startPrimary();
    const user = await a.createUser('Sales');
    const socket = await signedIn(a.baseUrl, user.token);
    const before = await listenerPids(a.database);
    expect(before).toHaveLength(1);
    await a.database.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
      before,
    ]);
    expect(await socket.closed).toEqual({ code: 1012, reason: 'Live events missed' });
    // The reconnecting client is served again.
    await signedIn(a.baseUrl, user.token);
  });

  it('reaches a socket on a second server process started with the same DATABASE_URL', async () => {
    const a = await startPrimary();
    const user = await a.createUser('Admin');
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-live-child-'));
    let output = '';
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: a.url,
          JWT_SECRET: a.config.JWT_SECRET,
          HOST: '127.0.0.1',
          PORT: String(port),
          // Its own sandbox CRM port too: the default (3001) may be held by another server.
          SANDBOX_CRM_PORT: String(await freePort()),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const childUrl = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => (await fetch(`${childUrl}/healthz`)).ok,
      `the second process (${output})`,
      60_000,
    );

    const onA = await signedIn(a.baseUrl, user.token);
    const onChild = await signedIn(childUrl, user.token);

    if (a.app.hasRoute({ method: 'POST', url: '/api/v1/needs' })) {
      // A change made through the other process reaches the socket on this one, and back.
      const created = await fetch(`${childUrl}/api/v1/needs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Made elsewhere', client: 'ACME', tjm: 600 }),
      });
      expect(created.status).toBe(201);
      const need = (await created.json()) as { id: string };
      expect((await onA.next((m) => m.event_type === 'need_created')).entity_id).toBe(need.id);
      expect((await onChild.next((m) => m.event_type === 'need_created')).entity_id).toBe(need.id);

      const res = await a.app.inject({
        method: 'POST',
        url: '/api/v1/needs',
        headers: a.auth(user),
        payload: { title: 'Made here', client: 'ACME', tjm: 700 },
      });
      expect(res.statusCode).toBe(201);
      expect((await onChild.next((m) => m.event_type === 'need_created')).entity_id).toBe(
        res.json().id,
      );
    } else {
      await a.app.ctx.bus.publish(fixtureEvent('need_created', 'from-a', {}));
      expect((await onChild.next()).entity_id).toBe('from-a');
    }

    // The other process shuts down gracefully: its sockets are told 1012.
    child.kill('SIGTERM');
    expect(await onChild.closed).toEqual({ code: 1012, reason: 'Server shutting down' });
    expect(await exited).toBe(0);
  });

  it('closes a socket held by another server process when its session is revoked in this one', async () => {
    const a = await startPrimary();
    const user = await a.createUser('Sales');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-live-ended-'));
    const b = await serverProcess({
      NODE_ENV: 'test',
      DATABASE_URL: a.url,
      JWT_SECRET: a.config.JWT_SECRET!,
      DATA_DIR: dataDir,
    });
    cleanups.push(async () => {
      await b.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    await b.start();
    const onB = await signedIn(b.url, user.token);

    const res = await a.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: a.auth(user),
    });
    expect(res.statusCode).toBe(204);
    expect(await onB.closed).toEqual({ code: 4002, reason: 'Signed out everywhere' });
  });
});
