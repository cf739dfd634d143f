import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLive, type TLiveClient } from '../../../test/live-client.ts';
import {
  createTestContext,
  type TTestContext,
  type TTestContextOptions,
} from '../../../test/test-app.ts';
import { createTokenSigner } from '../auth/tokens.ts';
import { fixtureEvent } from '../../../test/live-fixtures.ts';

type TLive = TTestContext & { baseUrl: string; close: () => Promise<void> };

const running: TLive[] = [];
const clients: TLiveClient[] = [];

/** An app listening on a real port, closed after the test. */
async function startLive(options: TTestContextOptions = {}): Promise<TLive> {
  const t = await createTestContext(options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const live = Object.assign(t, { baseUrl: `http://127.0.0.1:${address.port}` });
  running.push(live);
  return live;
}

function connect(baseUrl: string, token?: string, options?: Parameters<typeof connectLive>[2]) {
  const client = connectLive(baseUrl, token, options);
  clients.push(client);
  return client;
}

/** A signed-in socket that has had its connection_test. */
async function signedIn(t: TLive, token?: string) {
  const user = await t.createUser('Admin');
  const client = connect(t.baseUrl, token ?? user.token);
  await client.next((m) => m.event_type === 'connection_test');
  return { user, client };
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.ws.terminate();
  for (const t of running.splice(0)) await t.close().catch(() => {});
});

describe('GET /api/v1/ws', () => {
  it('greets a signed-in socket with connection_test', async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    const client = connect(t.baseUrl, user.token);
    const message = await client.next();
    expect(message).toMatchObject({
      event_type: 'connection_test',
      entity_id: '',
      payload: { user_id: user.id },
    });
    expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
  });

  it('closes with 4001 when the token is missing, bad or expired', async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    const expired = await createTokenSigner(t.config.JWT_SECRET!, -60).signAccess({
      id: user.id,
      role: 'Sales',
      sessionId: crypto.randomUUID(),
    });
    const otherSecret = await createTokenSigner(
      'another-secret-another-secret-0123456789',
      900,
    ).signAccess({
      id: user.id,
      role: 'Sales',
      sessionId: crypto.randomUUID(),
    });
    for (const token of [undefined, '', 'not-a-jwt', expired, otherSecret]) {
      const client = connect(t.baseUrl, token);
      expect(await client.closed).toEqual({ code: 4001, reason: 'Authentication failed' });
      expect(client.received).toEqual([]);
    }
  });

  it('closes with 4001 when the user no longer exists', async () => {
    const t = await startLive();
    const admin = await t.createUser('Admin');
    const gone = await t.createUser('Sales');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${gone.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(204);
    expect((await connect(t.baseUrl, gone.token).closed).code).toBe(4001);
  });

  it('closes with 4000 when the token cannot be checked', async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    vi.spyOn(t.app.ctx.users, 'findWithLiveSession').mockRejectedValueOnce(
      new Error('database unavailable'),
    );
    expect(await connect(t.baseUrl, user.token).closed).toEqual({
      code: 4000,
      reason: 'Internal server error',
    });
  });

  it('sends entity events to every signed-in socket, with the publisher timestamp', async () => {
    const t = await startLive();
    const a = await signedIn(t);
    const b = await signedIn(t);
    const event = fixtureEvent(
      'need_updated',
      'need-1',
      { column: 'SALE' },
      new Date('2025-03-04T05:06:07.000Z'),
    );
    await t.app.ctx.bus.publish(event);
    for (const { client } of [a, b]) {
      expect(await client.next()).toEqual({
        event_type: 'need_updated',
        entity_id: 'need-1',
        timestamp: '2025-03-04T05:06:07.000Z',
        payload: { column: 'SALE' },
      });
    }
  });

  it('pushes a change made over HTTP to the other socket', async (ctx) => {
    const t = await startLive();
    if (!t.app.hasRoute({ method: 'POST', url: '/api/v1/needs' })) ctx.skip();
    const { user } = await signedIn(t);
    const { client: watcher } = await signedIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: t.auth(user),
      payload: { title: 'Live need', client: 'ACME', tjm: 500 },
    });
    expect(res.statusCode).toBe(201);
    const message = await watcher.next((m) => m.event_type === 'need_created');
    expect(message.entity_id).toBe(res.json().id);
  });

  it('sends job events only to sockets subscribed to that job', async () => {
    const t = await startLive();
    const { client: a } = await signedIn(t);
    const { client: b } = await signedIn(t);
    const { client: c } = await signedIn(t);
    a.send({ type: 'subscribe_job', job_id: 'job-1' });
    b.send({ action: 'subscribe_job', job_id: 'job-2' });
    c.send({ event_type: 'subscribe_job', job_id: 'job-1' });
    c.send({ type: 'unsubscribe_job', job_id: 'job-1' });
    await Promise.all([a.flush(), b.flush(), c.flush()]);

    await t.app.ctx.bus.publish({
      ...fixtureEvent('need_analysis_progress', 'need-9', { progress: 40 }),
      job_id: 'job-1',
    });
    await t.app.ctx.bus.publish(fixtureEvent('mail_generation_complete', 'job-2', {}));
    await t.app.ctx.bus.publish(fixtureEvent('need_deleted', 'need-9', {}));

    expect(await a.next()).toMatchObject({
      event_type: 'need_analysis_progress',
      job_id: 'job-1',
      payload: { progress: 40 },
    });
    expect((await a.next()).event_type).toBe('need_deleted');
    expect(await b.next()).toMatchObject({
      event_type: 'mail_generation_complete',
      job_id: 'job-2',
    });
    expect((await b.next()).event_type).toBe('need_deleted');
    expect((await c.next()).event_type).toBe('need_deleted');
  });

  it('sends an event with an audience only to sockets of those roles', async () => {
    const t = await startLive();
    const { client: admin } = await signedIn(t);
    const sales = await t.createUser('Sales');
    const salesClient = connect(t.baseUrl, sales.token);
    await salesClient.next((m) => m.event_type === 'connection_test');

    await t.app.ctx.bus.publish({
      ...fixtureEvent('flow_updated', 'flow_1', { status: 'processing' }),
      audience: ['Admin'],
    });
    await t.app.ctx.bus.publish(fixtureEvent('need_deleted', 'need-9', {}));

    expect(await admin.next()).toMatchObject({ event_type: 'flow_updated', entity_id: 'flow_1' });
    expect(await admin.next()).not.toHaveProperty('audience');
    // Sales sees the entity event that came after, never the Admin-only one.
    expect((await salesClient.next()).event_type).toBe('need_deleted');
  });

  it('sends a candidate event to a Recruiter without the consultant daily cost', async () => {
    const t = await startLive();
    const { client: admin } = await signedIn(t);
    const recruiter = await t.createUser('Recruiter');
    const recruiterClient = connect(t.baseUrl, recruiter.token);
    await recruiterClient.next((m) => m.event_type === 'connection_test');

    const candidate = { id: 'c1', name: 'Ada', consultantDailyCost: 420 };
    await t.app.ctx.bus.publish(fixtureEvent('candidate_updated', 'c1', { candidate }));

    expect((await admin.next()).payload).toEqual({ candidate });
    expect((await recruiterClient.next()).payload).toEqual({
      candidate: { id: 'c1', name: 'Ada' },
    });
  });

  it('keeps subscribes sent before the token check finished', async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    const client = connect(t.baseUrl, user.token);
    await new Promise((resolve) => client.ws.once('open', resolve));
    client.send({ type: 'subscribe_job', job_id: 'early' });
    await client.next((m) => m.event_type === 'connection_test');
    await client.flush();
    await t.app.ctx.bus.publish(fixtureEvent('candidate_analysis_complete', 'early', {}));
    expect(await client.next()).toMatchObject({
      event_type: 'candidate_analysis_complete',
      entity_id: 'early',
    });
  });

  it('ignores malformed and unknown client messages', async () => {
    const t = await startLive();
    const { client } = await signedIn(t);
    for (const message of [
      'not json',
      '[]',
      'null',
      '{}',
      '{"type":"subscribe_job"}',
      '{"type":"drop_table"}',
    ])
      client.send(message);
    client.ws.send(Buffer.from([0, 1, 2]), { binary: true });
    client.send({ type: 'subscribe_job', job_id: 'x'.repeat(64 * 1024) });
    await client.flush();
    await t.app.ctx.bus.publish(fixtureEvent('step_created', 'step-1', {}));
    expect((await client.next()).event_type).toBe('step_created');
    expect(client.ws.readyState).toBe(client.ws.OPEN);
  });

  it('closes a socket whose client stopped reading, and keeps serving the others', async () => {
    const t = await startLive({ live: { closeGraceMs: 10_000 } });
    const { client: slow } = await signedIn(t);
    const { client: healthy } = await signedIn(t);
    // Stops reading from the TCP socket: the server's send buffer fills up.
    (slow.ws as unknown as { _socket: { pause: () => void; resume: () => void } })._socket.pause();
    const big = 'x'.repeat(64 * 1024);
    let published = 0;
    while (published < 2_000) {
      await t.app.ctx.bus.publish(fixtureEvent('candidate_updated', `c-${published}`, { big }));
      published += 1;
      // Reading the healthy socket as we go keeps it from becoming slow too.
      await healthy.next();
      if (
        t.app.websocketServer.clients.size < 2 ||
        [...t.app.websocketServer.clients].some((s) => s.readyState !== s.OPEN)
      )
        break;
    }
    expect(published).toBeLessThan(2_000);
    (slow.ws as unknown as { _socket: { resume: () => void } })._socket.resume();
    expect(await slow.closed).toEqual({ code: 1013, reason: 'Client too slow' });
    // What reached the slow client before its close is bounded by the limits, not by the publisher.
    expect(slow.received.length).toBeLessThan(published);

    await t.app.ctx.bus.publish(fixtureEvent('need_deleted', 'n-1', {}));
    expect((await healthy.next((m) => m.event_type === 'need_deleted')).entity_id).toBe('n-1');
  });

  it('drops a peer that stops answering pings', async () => {
    const t = await startLive({ live: { pingIntervalMs: 100 } });
    const user = await t.createUser('Sales');
    const alive = connect(t.baseUrl, user.token);
    const dead = connect(t.baseUrl, user.token, { autoPong: false });
    await alive.next();
    await dead.next();
    expect((await dead.closed).code).toBe(1006);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
  });

  it('closes sockets with 1012 (service restart) on shutdown', async () => {
    const t = await startLive();
    const { client } = await signedIn(t);
    await t.close();
    running.splice(running.indexOf(t), 1);
    expect(await client.closed).toEqual({ code: 1012, reason: 'Server shutting down' });
  });
});
