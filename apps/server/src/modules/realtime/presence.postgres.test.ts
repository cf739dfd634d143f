import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { connectLive, type TLiveClient } from '../../../test/live-client.ts';
import { createTestContext, type TTestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { needs } from '../../db/schema/index.ts';
import type { TApp } from '../../lib/types.ts';
import type { TLiveLimits } from './live-hub.ts';
import { PRESENCE_SYNC_EVENT } from './presence-tracker.ts';
import { until } from '../../../test/until.ts';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

function baseUrlOf(app: TApp) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Two apps of the same code on one PostgreSQL database: presence goes through LISTEN/NOTIFY. */
async function startTwo(live: Partial<TLiveLimits> = {}): Promise<[TTestContext, TApp]> {
  const a = await createTestContext({ useDatabaseUrl: true, live });
  cleanups.push(a.close);
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  const database = await openDatabase({ kind: 'postgres', url: a.config.DATABASE_URL!, max: 3 });
  const b = await buildApp({ config: a.config, database, live });
  cleanups.push(async () => {
    await b.close().catch(() => {});
    await database.close();
  });
  await b.listen({ port: 0, host: '127.0.0.1' });
  return [a, b];
}

async function signedIn(app: TApp, token: string): Promise<TLiveClient> {
  const client = connectLive(baseUrlOf(app), token);
  cleanups.push(async () => client.ws.terminate());
  await client.next((m) => m.event_type === 'connection_test');
  return client;
}

/** Waits for the list about `needId` to read `expected` (`name:state`), 10 s at most. */
async function listBecomes(client: TLiveClient, needId: string, expected: string[]) {
  await client.next((m) => {
    if (m.event_type !== 'presence' || m.entity_id !== needId) return false;
    const users = m.payload.users as { name: string; state: string }[];
    return JSON.stringify(users.map((u) => `${u.name}:${u.state}`)) === JSON.stringify(expected);
  }, 10_000);
}

describe.skipIf(!inject('postgresTemplate'))('presence across processes', () => {
  it('shows a user on app A to a user on app B on the same need, and back', async () => {
    const [a, b] = await startTwo();
    const [need] = await a.app.ctx.db
      .insert(needs)
      .values({ title: 'Java developer', client: 'Acme' })
      .returning();
    const needId = need!.id;
    const camille = await a.createUser('Sales', { name: 'Camille Martin' });
    const paul = await a.createUser('Admin', { name: 'Paul Durand' });
    const onA = await signedIn(a.app, camille.token);
    const onB = await signedIn(b, paul.token);

    onA.send({ type: 'presence', needId, state: 'viewing' });
    await listBecomes(onA, needId, ['Camille Martin:viewing']);
    onB.send({ type: 'presence', needId, state: 'editing' });
    // B learns A's list at once (A answers a process new on the need), A learns B's.
    await listBecomes(onB, needId, ['Camille Martin:viewing', 'Paul Durand:editing']);
    await listBecomes(onA, needId, ['Camille Martin:viewing', 'Paul Durand:editing']);

    onB.close();
    await listBecomes(onA, needId, ['Camille Martin:viewing']);
  });

  it('drops the users of a process that stopped without goodbye once they expire', async () => {
    const [a, b] = await startTwo({ presenceRefreshMs: 200, presenceExpiryMs: 2_500 });
    const [need] = await a.app.ctx.db
      .insert(needs)
      .values({ title: 'Java developer', client: 'Acme' })
      .returning();
    const needId = need!.id;
    const camille = await a.createUser('Sales', { name: 'Camille Martin' });
    const paul = await a.createUser('Admin', { name: 'Paul Durand' });
    const onA = await signedIn(a.app, camille.token);
    const onB = await signedIn(b, paul.token);
    // The list is in order of arrival: Paul comes once Camille is listed, so he is second.
    onA.send({ type: 'presence', needId, state: 'viewing' });
    await listBecomes(onA, needId, ['Camille Martin:viewing']);
    onB.send({ type: 'presence', needId, state: 'viewing' });
    await listBecomes(onA, needId, ['Camille Martin:viewing', 'Paul Durand:viewing']);

    // Refreshes keep Paul listed past the expiry time: A hears 15 of B's refreshes, 200 ms
    // apart, so over 2.8 s go by, more than the 2.5 s after which an unrefreshed list goes.
    let refreshesFromB = 0;
    const stopCounting = a.app.ctx.bus.subscribe((event) => {
      const entries = (event.payload.entries ?? []) as { userId: string }[];
      if (event.event_type === PRESENCE_SYNC_EVENT && entries.some((e) => e.userId === paul.id))
        refreshesFromB += 1;
    });
    cleanups.push(async () => stopCounting());
    await until(() => refreshesFromB >= 15, { message: "B's refreshes never reached A" });
    onA.received.splice(0);
    await onA.flush();
    expect(onA.received.filter((m) => m.event_type === 'presence')).toEqual([]);

    // B goes silent (as a killed process would), its socket still open: A expires Paul.
    vi.spyOn(b.ctx.bus, 'publish').mockResolvedValue();
    await listBecomes(onA, needId, ['Camille Martin:viewing']);
  });
});
