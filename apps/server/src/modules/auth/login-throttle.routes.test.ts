import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext, useTestContext, type TTestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loginThrottle } from '../../db/schema/index.ts';

type TAttempt = { email: string; password?: string; from?: string };

function attempt(t: Pick<TTestContext, 'app'>, { email, password, from }: TAttempt) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: password ?? 'wrong-password' },
    headers: from ? { 'x-forwarded-for': from } : {},
  });
}

/** Lets the account's current wait pass, as if time went by. */
async function endWait(t: TTestContext, email: string) {
  await t.database.db
    .update(loginThrottle)
    .set({ blockedUntil: new Date(Date.now() - 1000) })
    .where(eq(loginThrottle.email, email.toLowerCase()));
}

describe('login limits without TRUST_PROXY', () => {
  const t = useTestContext();

  it('ignores X-Forwarded-For: rotating it does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await attempt(t, { email: `x${i}@example.com`, from: `203.0.113.${i + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('limits one password tried on many e-mails from one address, with a wait to follow', async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt(t, { email: `spray${i}@example.com` })).statusCode).toBe(401);
    const res = await attempt(t, { email: 'spray-next@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.json().detail).toMatch(
      /^Too many login attempts\. Please wait (\d+ seconds?|1 minute) and try again\.$/,
    );
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json().retryAfter).toBe(retryAfter);
  });

  it('does not count successful logins against the address', async () => {
    const user = await t.createUser('Sales');
    for (let i = 0; i < 15; i++)
      expect((await attempt(t, { email: user.email, password: user.password })).statusCode).toBe(
        200,
      );
  });

  it('shares the counts between server processes on one database', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const apps = [t.app, second];
      for (let i = 0; i < 10; i++)
        expect(
          (await attempt({ app: apps[i % 2]! }, { email: `p${i}@example.com` })).statusCode,
        ).toBe(401);
      expect((await attempt({ app: second }, { email: 'p-last@example.com' })).statusCode).toBe(
        429,
      );
      expect((await attempt(t, { email: 'p-last@example.com' })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('login limits behind a trusted proxy', () => {
  const t = useTestContext({ env: { TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT: '3' } });

  it('uses the forwarded address of the proxy TRUST_PROXY names', async () => {
    for (let i = 0; i < 8; i++)
      expect(
        (await attempt(t, { email: `x${i}@example.com`, from: `198.51.100.${i + 1}` })).statusCode,
      ).toBe(401);
    const user = await t.createUser('Sales');
    const login = await attempt(t, {
      email: user.email,
      password: user.password,
      from: '198.51.100.77',
    });
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sessions',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(sessions.json().items.find((s: { current: boolean }) => s.current).ipAddress).toBe(
      '198.51.100.77',
    );
  });

  it('backs off an account from any address with a doubling wait, reset by a success', async () => {
    const user = await t.createUser('Sales');
    let from = 0;
    const next = (password?: string) =>
      attempt(t, { email: user.email, password, from: `192.0.2.${++from}` });

    // Three failures are free, the fourth is checked and starts a 30 s wait.
    for (let i = 0; i < 4; i++) expect((await next()).statusCode).toBe(401);
    const first = await next(user.password);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(first.json().detail).toBe(
      'Too many login attempts. Please wait 30 seconds and try again.',
    );

    await endWait(t, user.email);
    expect((await next()).statusCode).toBe(401);
    const second = await next();
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(55);
    expect(second.json().detail).toBe(
      'Too many login attempts. Please wait 1 minute and try again.',
    );

    // The right password after the wait signs in and forgets the failures.
    await endWait(t, user.email);
    expect((await next(user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await next()).statusCode).toBe(401);
  });

  it('caps the wait at 15 minutes, and treats an unknown e-mail the same', async () => {
    const ghost = 'Ghost@Example.com';
    for (let i = 0; i < 4; i++)
      expect((await attempt(t, { email: ghost, from: `192.0.2.${i + 1}` })).statusCode).toBe(401);
    expect((await attempt(t, { email: ghost, from: '192.0.2.50' })).statusCode).toBe(429);
    await t.database.db
      .update(loginThrottle)
      .set({ failures: 500, blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottle.email, 'ghost@example.com'));
    expect((await attempt(t, { email: ghost, from: '192.0.2.51' })).statusCode).toBe(401);
    const capped = await attempt(t, { email: ghost, from: '192.0.2.52' });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(890);
    expect(capped.json().detail).toBe(
      'Too many login attempts. Please wait 15 minutes and try again.',
    );
  });

  it('an attacker elsewhere cannot keep the owner out of their account', async () => {
    const user = await t.createUser('Sales');
    // The owner signed in from the office before.
    expect(
      (await attempt(t, { email: user.email, password: user.password, from: '192.0.2.200' }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) await attempt(t, { email: user.email, from: `203.0.113.${i + 1}` });
    expect((await attempt(t, { email: user.email, from: '203.0.113.99' })).statusCode).toBe(429);
    const owner = await attempt(t, {
      email: user.email,
      password: user.password,
      from: '192.0.2.200',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('lets parallel guesses through no faster than the back-off allows', async () => {
    const user = await t.createUser('Sales');
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempt(t, { email: user.email, from: `198.18.0.${i + 1}` }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(4);
    expect(statuses.filter((s) => s === 429).length).toBe(16);
  });
});

describe('global ceiling on failed logins', () => {
  it('refuses failed-login floods from many addresses once the ceiling is reached', async () => {
    const t = await createTestContext({
      env: { TRUST_PROXY: '127.0.0.1', LOGIN_GLOBAL_RATE_LIMIT: '5' },
    });
    try {
      for (let i = 0; i < 5; i++)
        expect(
          (await attempt(t, { email: `g${i}@example.com`, from: `100.64.0.${i + 1}` })).statusCode,
        ).toBe(401);
      const res = await attempt(t, { email: 'g-next@example.com', from: '100.64.0.99' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await t.close();
    }
  });
});
