import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';

describe('auth', () => {
  const t = useTestContext();

  it('signs in with the right password, case-insensitive e-mail, and answers the user', async () => {
    const user = await t.createUser('Sales', { email: 'Sam.Sales@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'sam.sales@EXAMPLE.com', password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token).toBeTruthy();
    expect(body.user).toMatchObject({ id: user.id, role: 'Sales', email: 'Sam.Sales@example.com' });
    expect(body.user.passwordHash).toBeUndefined();
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await t.createUser('Sales');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Invalid email or password');
    expect(unknown.json().detail).toBe(wrong.json().detail);
  });

  it('refuses an empty login with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Please fill in all fields');
  });

  it('rotates refresh tokens and revokes the whole family when an old one is replayed', async () => {
    const user = await t.createUser('Recruiter');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: user.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.access_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(user.refreshToken);

    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: user.refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    // The replay revoked the family: the newest token is dead too.
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: rotated.refresh_token },
    });
    expect(after.statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const user = await t.createUser('Sales');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refresh_token: user.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: user.refreshToken },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses missing, forged and expired access tokens with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBe('No authentication token available. Please login.');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
    const user = await t.createUser('Sales');
    const { sid } = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    const expired = await t.app.ctx.signer.signAccess({
      id: user.id,
      role: 'Sales',
      sessionId: sid,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, name: user.name, role: 'Sales' });
  });

  it('a token of a deleted user stops working at once', async () => {
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${sales.id}`,
      headers: t.auth(admin),
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: t.auth(sales),
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('auth token expiry', () => {
  const t = useTestContext({ env: { ACCESS_TOKEN_TTL_SECONDS: '10' } });

  it('an expired access token answers 401 and a refresh gives a working one', async () => {
    const user = await t.createUser('Sales');
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(10);
    const { SignJWT } = await import('jose');
    const stale = await new SignJWT({ role: 'Sales' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 100)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 50)
      .sign(new TextEncoder().encode(t.config.JWT_SECRET!));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${stale}` },
    });
    expect(res.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: user.refreshToken },
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${refreshed.json().access_token}` },
    });
    expect(again.statusCode).toBe(200);
  });
});
