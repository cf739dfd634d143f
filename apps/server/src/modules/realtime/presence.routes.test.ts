import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { connectLive, type TLiveClient, type TLiveMessage } from '../../../test/live-client.ts';
import {
  createTestContext,
  type TTestContext,
  type TTestContextOptions,
} from '../../../test/test-app.ts';
import { needs } from '../../db/schema/index.ts';
import { liveEvent } from './event-bus.ts';
import { PRESENCE_SYNC_EVENT } from './presence-tracker.ts';

type TLive = TTestContext & { baseUrl: string; close: () => Promise<void> };

const running: TLive[] = [];
const clients: TLiveClient[] = [];

async function startLive(options: TTestContextOptions = {}): Promise<TLive> {
  const t = await createTestContext(options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const live = Object.assign(t, { baseUrl: `http://127.0.0.1:${address.port}` });
  running.push(live);
  return live;
}

async function signedIn(t: TLive, token: string) {
  const client = connectLive(t.baseUrl, token);
  clients.push(client);
  await client.next((m) => m.event_type === 'connection_test');
  return client;
}

async function createNeed(t: TLive) {
  const [row] = await t.app.ctx.db
    .insert(needs)
    .values({ title: 'Java developer', client: 'Acme' })
    .returning();
  return row!.id;
}

/** The next presence list about `needId`, as `name:state` strings. */
async function nextList(client: TLiveClient, needId: string) {
  const message = await client.next((m) => m.event_type === 'presence' && m.entity_id === needId);
  return describeList(message);
}

function describeList(message: TLiveMessage) {
  const users = message.payload.users as { name: string; state: string }[];
  return users.map((u) => `${u.name}:${u.state}`);
}

/** Waits until the list about `needId` reads `expected` (lists in between are skipped). */
async function listBecomes(client: TLiveClient, needId: string, expected: string[]) {
  const message = await client.next(
    (m) =>
      m.event_type === 'presence' &&
      m.entity_id === needId &&
      JSON.stringify(describeList(m)) === JSON.stringify(expected),
  );
  expect(message.payload.needId).toBe(needId);
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.ws.terminate();
  for (const t of running.splice(0)) await t.close().catch(() => {});
});

describe('presence on a need over /api/v1/ws', () => {
  it('shows two users on one need to each other, editing winning, until they leave', async () => {
    const t = await startLive();
    const needId = await createNeed(t);
    const camille = await t.createUser('Sales', { name: 'Camille Martin' });
    const paul = await t.createUser('Recruiter', { name: 'Paul Durand' });
    const a = await signedIn(t, camille.token);
    const b = await signedIn(t, paul.token);

    a.send({ type: 'presence', needId, state: 'viewing' });
    expect(await nextList(a, needId)).toEqual(['Camille Martin:viewing']);

    b.send({ type: 'presence', needId, state: 'viewing' });
    const both = ['Camille Martin:viewing', 'Paul Durand:viewing'];
    expect(await nextList(a, needId)).toEqual(both);
    expect(await nextList(b, needId)).toEqual(both);

    b.send({ type: 'presence', needId, state: 'editing' });
    const message = await a.next((m) => m.event_type === 'presence');
    expect(message).toMatchObject({
      entity_id: needId,
      payload: {
        needId,
        users: [
          { userId: camille.id, name: 'Camille Martin', state: 'viewing' },
          { userId: paul.id, name: 'Paul Durand', state: 'editing' },
        ],
      },
    });

    // Paul's second tab, viewing: he is still listed once, editing.
    const b2 = await signedIn(t, paul.token);
    b2.send({ type: 'presence', needId, state: 'viewing' });
    expect(await nextList(b2, needId)).toEqual(['Camille Martin:viewing', 'Paul Durand:editing']);

    // The editing tab closes: Paul is viewing; his other tab leaves: only Camille is left.
    b.close();
    await listBecomes(a, needId, ['Camille Martin:viewing', 'Paul Durand:viewing']);
    b2.send({ type: 'presence', needId, state: 'left' });
    await listBecomes(a, needId, ['Camille Martin:viewing']);
  });

  it('tells nothing about a need to sockets not on it, and ignores bad or unknown needs', async () => {
    const t = await startLive();
    const needId = await createNeed(t);
    const user = await t.createUser('Admin');
    const other = await t.createUser('Sales');
    const elsewhere = await signedIn(t, other.token);
    const client = await signedIn(t, user.token);

    for (const message of [
      { type: 'presence', needId: crypto.randomUUID(), state: 'viewing' },
      { type: 'presence', needId: 'not-a-uuid', state: 'viewing' },
      { type: 'presence', needId, state: 'dancing' },
      '{"type":"presence"',
    ])
      client.send(message);
    client.send({ type: 'presence', needId, state: 'editing' });
    // Messages apply in order: a list for any of the bad ones would have come first.
    const first = await client.next((m) => m.event_type === 'presence');
    expect(first.entity_id).toBe(needId);
    expect(describeList(first)).toEqual([`${user.name}:editing`]);
    await elsewhere.flush();
    expect(elsewhere.received.filter((m) => m.event_type === 'presence')).toEqual([]);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
  });

  it("shows another process's users and drops them when they are not refreshed", async () => {
    const t = await startLive({ live: { presenceRefreshMs: 50, presenceExpiryMs: 300 } });
    const needId = await createNeed(t);
    const user = await t.createUser('Sales', { name: 'Camille Martin' });
    const client = await signedIn(t, user.token);
    client.send({ type: 'presence', needId, state: 'viewing' });
    expect(await nextList(client, needId)).toEqual(['Camille Martin:viewing']);

    const remote = {
      ...liveEvent(PRESENCE_SYNC_EVENT, needId, {
        instance: 'another-process',
        entries: [
          { userId: 'u-b', name: 'Paul Durand', state: 'editing', since: new Date().toISOString() },
        ],
      }),
      audience: [],
    };
    await t.app.ctx.bus.publish(remote);
    expect(await nextList(client, needId)).toEqual([
      'Camille Martin:viewing',
      'Paul Durand:editing',
    ]);
    // That process stopped without a goodbye: its list expires.
    await listBecomes(client, needId, ['Camille Martin:viewing']);
  });
});
