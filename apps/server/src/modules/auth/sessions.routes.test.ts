import { describe, expect, it } from 'vitest';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

type TTokens = { access_token: string; refresh_token: string };

describe('sessions', () => {
  const t = useTestContext();

  async function signIn(user: TTestUser, userAgent = CHROME_LINUX): Promise<TTokens> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const bearer = (s: { access_token: string }) => ({ authorization: `Bearer ${s.access_token}` });
  const refresh = (s: TTokens) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: s.refresh_token },
    });
  const me = (s: { access_token: string }) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(s) });
  const list = async (s: { access_token: string }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sessions',
      headers: bearer(s),
    });
    expect(res.statusCode).toBe(200);
    return res.json().items as {
      id: string;
      device: string;
      ipAddress: string;
      createdAt: string;
      lastUsedAt: string;
      current: boolean;
    }[];
  };

  it("lists the caller's live sessions with device, address, last use and this one marked", async () => {
    const user = await t.createUser('Sales');
    const laptop = await signIn(user, CHROME_LINUX);
    const other = await signIn(user, FIREFOX_WINDOWS);
    const someoneElse = await t.createUser('Sales');

    const items = await list(laptop);
    expect(items).toHaveLength(3); // createUser's own sign-in, the laptop and the other one
    expect(items[0]!.current).toBe(true);
    const current = items.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome on Linux', ipAddress: '127.0.0.1' });
    expect(items.map((s) => s.device)).toContain('Firefox on Windows');
    expect(new Date(current[0]!.lastUsedAt).toISOString()).toBe(current[0]!.lastUsedAt);
    expect((await list({ access_token: someoneElse.token })).map((s) => s.id)).not.toContain(
      current[0]!.id,
    );

    // A refresh is a use of the session.
    const before = items.find((s) => s.device === 'Firefox on Windows')!;
    // The clock moves past the stored stamp, so the refresh's own stamp is a later one.
    await until(() => Date.now() > Date.parse(before.lastUsedAt));
    const rotated = (await refresh(other)).json();
    const after = (await list(rotated)).find((s) => s.id === before.id)!;
    expect(after.current).toBe(true);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(before.lastUsedAt));
    // Sessions stay private to their user.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('revokes one of your own sessions at once; anyone else’s answers 404', async () => {
    const user = await t.createUser('Sales');
    const laptop = await signIn(user);
    const phone = await signIn(user, FIREFOX_WINDOWS);
    const phoneId = (await list(phone)).find((s) => s.current)!.id;

    const intruder = await t.createUser('Admin');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: t.auth(intruder),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Session not found');
    expect((await me(phone)).statusCode).toBe(200);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions/not-a-uuid',
      headers: bearer(laptop),
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().detail).toBe('Session not found');

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).map((s) => s.id)).not.toContain(phoneId);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(again.statusCode).toBe(404);
  });

  it('logout-all ends every session of the caller, this one included', async () => {
    const user = await t.createUser('Recruiter');
    const a = await signIn(user);
    const b = await signIn(user);
    const bystander = await t.createUser('Recruiter');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: { ...bearer(a), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
    for (const s of [a, b, { access_token: user.token, refresh_token: user.refreshToken }]) {
      expect((await me(s)).statusCode).toBe(401);
      expect((await refresh(s)).statusCode).toBe(401);
    }
    expect((await me({ access_token: bystander.token })).statusCode).toBe(200);
  });

  it('your own password change ends your other sessions and keeps this one', async () => {
    const user = await t.createUser('Sales');
    const here = await signIn(user);
    const elsewhere = await signIn(user, FIREFOX_WINDOWS);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: bearer(here),
      payload: { password: 'a-new-password', currentPassword: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect(
      (await refresh({ access_token: user.token, refresh_token: user.refreshToken })).statusCode,
    ).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    const rotated = await refresh(here);
    expect(rotated.statusCode).toBe(200);
    expect((await list(rotated.json())).length).toBe(1);
  });

  it("an Admin resetting a password or changing a role ends all of that user's sessions", async () => {
    const admin = await t.createUser('Admin');
    for (const change of [{ password: 'reset-by-admin' }, { role: 'Recruiter' }]) {
      const user = await t.createUser('Sales');
      const s = await signIn(user);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${user.id}`,
        headers: t.auth(admin),
        payload: change,
      });
      expect(res.statusCode).toBe(200);
      expect((await me(s)).statusCode).toBe(401);
      expect((await refresh(s)).statusCode).toBe(401);
      expect(
        (await refresh({ access_token: user.token, refresh_token: user.refreshToken })).statusCode,
      ).toBe(401);
    }
    // The Admin's own session is untouched.
    expect((await me({ access_token: admin.token })).statusCode).toBe(200);
  });

  it("a name change keeps the user's sessions", async () => {
    const user = await t.createUser('Sales');
    const other = await signIn(user);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: t.auth(user),
      payload: { name: 'Renamed User' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(other)).statusCode).toBe(200);
  });

  it('deleting a user ends their refresh tokens', async () => {
    const admin = await t.createUser('Admin');
    const user = await t.createUser('Sales');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${user.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await refresh({ access_token: user.token, refresh_token: user.refreshToken })).statusCode,
    ).toBe(401);
  });
});
