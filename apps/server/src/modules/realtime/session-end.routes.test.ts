import { afterEach, describe, expect, it } from 'vitest';
import type { TRole } from '@staffing/domain';
import { connectLive, type TLiveClient } from '../../../test/live-client.ts';
import { createTestContext, type TTestContext, type TTestUser } from '../../../test/test-app.ts';
import { createTokenSigner } from '../auth/tokens.ts';
import { fixtureEvent } from '../../../test/live-fixtures.ts';

type TLive = TTestContext & { baseUrl: string; close: () => Promise<void> };

const running: TLive[] = [];
const clients: TLiveClient[] = [];

/**
 * An app listening on a real port. On PostgreSQL it runs with DATABASE_URL, so session ends
 * travel through LISTEN/NOTIFY as in a scaled deployment; on PGlite through the in-process bus.
 */
async function startLive(): Promise<TLive> {
  const t = await createTestContext({ useDatabaseUrl: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const live = Object.assign(t, { baseUrl: t.app.ctx.selfUrl()! });
  running.push(live);
  return live;
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.ws.terminate();
  for (const t of running.splice(0)) await t.close().catch(() => {});
});

async function openSocket(t: TLive, token: string) {
  const client = connectLive(t.baseUrl, token);
  clients.push(client);
  await client.next((m) => m.event_type === 'connection_test');
  return client;
}

/** A second session (another device) of the same user. */
async function signInAgain(t: TLive, user: TTestUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { access_token: string; refresh_token: string };
  return { token: body.access_token, refreshToken: body.refresh_token };
}

async function sessionIdOf(t: TLive, token: string) {
  return (await t.app.ctx.signer.verifyAccess(token))!.sid;
}

/** A socket that is still served: it gets an event published after the change. */
async function expectServed(t: TLive, client: TLiveClient, marker: string) {
  await t.app.ctx.bus.publish(fixtureEvent('need_deleted', marker, {}));
  expect((await client.next((m) => m.entity_id === marker)).event_type).toBe('need_deleted');
  expect(client.ws.readyState).toBe(client.ws.OPEN);
}

async function patchUser(t: TLive, by: TTestUser, id: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/users/${id}`,
    headers: t.auth(by),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a live socket follows its session', () => {
  it('closes the socket of a revoked session with 4002, and only that one', async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    const other = await signInAgain(t, user);
    const revoked = await openSocket(t, other.token);
    const kept = await openSocket(t, user.token);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${await sessionIdOf(t, other.token)}`,
      headers: t.auth(user),
    });
    expect(res.statusCode).toBe(204);
    expect(await revoked.closed).toEqual({ code: 4002, reason: 'Session revoked' });
    await expectServed(t, kept, 'after-revoke');
    // Reconnecting with the revoked session's token is refused.
    const again = connectLive(t.baseUrl, other.token);
    clients.push(again);
    expect((await again.closed).code).toBe(4001);
  });

  it('closes the socket of a session signed out with its refresh token', async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    const socket = await openSocket(t, user.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refresh_token: user.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect(await socket.closed).toEqual({ code: 4002, reason: 'Signed out' });
  });

  it("closes every socket of a user who signs out everywhere, and nobody else's", async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    const other = await signInAgain(t, user);
    const bystander = await t.createUser('Sales');
    const first = await openSocket(t, user.token);
    const second = await openSocket(t, other.token);
    const theirs = await openSocket(t, bystander.token);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: t.auth(user),
    });
    expect(res.statusCode).toBe(204);
    for (const socket of [first, second])
      expect(await socket.closed).toEqual({ code: 4002, reason: 'Signed out everywhere' });
    await expectServed(t, theirs, 'after-logout-all');
  });

  it("closes the user's other sockets when they change their password, keeping this device's", async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    const other = await signInAgain(t, user);
    const elsewhere = await openSocket(t, other.token);
    const here = await openSocket(t, user.token);

    await patchUser(t, user, user.id, {
      password: 'a-new-password-123',
      currentPassword: user.password,
    });
    expect(await elsewhere.closed).toEqual({ code: 4002, reason: 'Password changed' });
    await expectServed(t, here, 'after-password');
  });

  it('closes every socket of a user whose password an Admin resets', async () => {
    const t = await startLive();
    const admin = await t.createUser('Admin');
    const user = await t.createUser('Sales');
    const socket = await openSocket(t, user.token);
    await patchUser(t, admin, user.id, { password: 'reset-by-admin-123' });
    expect(await socket.closed).toEqual({ code: 4002, reason: 'Password changed' });
  });

  it('closes the sockets of a deleted user', async () => {
    const t = await startLive();
    const admin = await t.createUser('Admin');
    const user = await t.createUser('Sales');
    const socket = await openSocket(t, user.token);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${user.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(204);
    expect(await socket.closed).toEqual({ code: 4002, reason: 'User deleted' });
  });

  it('closes the socket of a user lowered to Recruiter: signed in again, events come without the daily cost', async () => {
    const t = await startLive();
    const admin = await t.createUser('Admin');
    const user = await t.createUser('Sales');
    const socket = await openSocket(t, user.token);
    const candidate = { id: 'c1', name: 'Ada', consultantDailyCost: 420 };
    await t.app.ctx.bus.publish(fixtureEvent('candidate_updated', 'c1', { candidate }));
    expect((await socket.next()).payload).toEqual({ candidate });

    await patchUser(t, admin, user.id, { role: 'Recruiter' satisfies TRole });
    expect(await socket.closed).toEqual({ code: 4002, reason: 'Role changed' });
    // The old session is gone with the old role: its token no longer opens a socket.
    const stale = connectLive(t.baseUrl, user.token);
    clients.push(stale);
    expect((await stale.closed).code).toBe(4001);

    const again = await openSocket(t, (await signInAgain(t, user)).token);
    await t.app.ctx.bus.publish(fixtureEvent('candidate_updated', 'c1', { candidate }));
    expect((await again.next()).payload).toEqual({ candidate: { id: 'c1', name: 'Ada' } });
  });

  it('closes a socket with 4001 when its access token expires', async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    const short = await createTokenSigner(t.config.JWT_SECRET!, 2).signAccess({
      id: user.id,
      role: user.role,
      sessionId: await sessionIdOf(t, user.token),
    });
    const socket = await openSocket(t, short);
    const { exp } = (await t.app.ctx.signer.verifyAccess(short))!;
    expect(await socket.closed).toEqual({ code: 4001, reason: 'Token expired' });
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
  });

  it('keeps a socket that sent a refreshed token before expiry, and closes one that sent another user’s', async () => {
    const t = await startLive();
    const user = await t.createUser('Sales');
    const stranger = await t.createUser('Sales');
    const short = await createTokenSigner(t.config.JWT_SECRET!, 2).signAccess({
      id: user.id,
      role: user.role,
      sessionId: await sessionIdOf(t, user.token),
    });
    const renewed = await openSocket(t, short);
    const expiring = await openSocket(t, short);
    const hijacked = await openSocket(t, user.token);
    renewed.send({ type: 'authenticate', token: user.token });
    await renewed.flush();
    hijacked.send({ type: 'authenticate', token: stranger.token });
    expect(await hijacked.closed).toEqual({ code: 4001, reason: 'Authentication failed' });

    // Both held the same short token: once the one left alone has expired, so had the other's.
    expect(await expiring.closed).toEqual({ code: 4001, reason: 'Token expired' });
    await expectServed(t, renewed, 'after-expiry');
  });
});
