import { describe, expect, it } from 'vitest';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { createApiKey, revokeApiKey } from '../../../test/api-keys.ts';

type TTokens = { access_token: string; refresh_token: string };

/**
 * Signed-in users are kept between requests (actor-cache.ts); each write that changes who may do
 * what must still be refused at the very next request, with the cache already warm.
 */
describe('the signed-in user between requests', () => {
  const t = useTestContext();

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
  async function warm(token: string) {
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
  }
  async function signIn(user: TTestUser): Promise<TTokens> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('keeps the user of a session once read', async () => {
    const user = await t.createUser('Sales');
    t.app.ctx.actors.clear();
    await warm(user.token);
    expect(t.app.ctx.actors.size).toBe(1);
  });

  it('refuses a user whose role an Admin changed at the next request', async () => {
    const admin = await t.createUser('Admin');
    const user = await t.createUser('Sales');
    await warm(user.token);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: t.auth(admin),
      payload: { role: 'Recruiter' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('refuses a deleted user at the next request', async () => {
    const admin = await t.createUser('Admin');
    const user = await t.createUser('Recruiter');
    await warm(user.token);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${user.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('refuses a session signed out, revoked or ended by a password change at the next request', async () => {
    const user = await t.createUser('Sales');
    const loggedOut = await signIn(user);
    const revoked = await signIn(user);
    const other = await signIn(user);
    for (const s of [loggedOut, revoked, other]) await warm(s.access_token);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refresh_token: loggedOut.refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(loggedOut.access_token)).statusCode).toBe(401);

    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sessions',
      headers: bearer(other.access_token),
    });
    const ids = (sessions.json().items as { id: string; current: boolean }[])
      .filter((s) => !s.current)
      .map((s) => s.id);
    for (const id of ids) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/auth/sessions/${id}`,
        headers: bearer(other.access_token),
      });
      expect(res.statusCode).toBe(204);
    }
    expect((await me(revoked.access_token)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    await warm(other.access_token);

    const fresh = await signIn(user);
    await warm(fresh.access_token);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: bearer(other.access_token),
      payload: { password: 'another-password-1', currentPassword: user.password },
    });
    expect(change.statusCode, change.body).toBe(200);
    // The session it was made from goes on; every other one ends.
    expect((await me(other.access_token)).statusCode).toBe(200);
    expect((await me(fresh.access_token)).statusCode).toBe(401);
  });

  it('refuses every session of a refresh family presented twice at the next request', async () => {
    const user = await t.createUser('Sales');
    const session = await signIn(user);
    await warm(session.access_token);
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        payload: { refresh_token: session.refresh_token },
      });
    const first = await refresh();
    expect(first.statusCode).toBe(200);
    const renewed = first.json().access_token as string;
    await warm(renewed);
    expect((await refresh()).statusCode).toBe(401);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(401);
  });

  it('refuses a revoked API key at the next request', async () => {
    const admin = await t.createUser('Admin');
    const { id, key } = await createApiKey(t, admin);
    const needs = () => t.app.inject({ url: '/api/v1/needs', headers: bearer(key) });
    expect((await needs()).statusCode).toBe(200);
    expect((await needs()).statusCode).toBe(200);
    await revokeApiKey(t, admin, id);
    expect((await needs()).statusCode).toBe(401);
  });
});
