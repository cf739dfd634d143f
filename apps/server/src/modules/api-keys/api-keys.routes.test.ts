import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, type TApiKeyRole } from '@staffing/domain';
import { connectLive } from '../../../test/live-client.ts';
import { useTestContext, type TTestContext, type TTestUser } from '../../../test/test-app.ts';
import { apiKeys, auditLog, needs, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/secrets.ts';
import { NEEDS_MUTATION_FORBIDDEN } from '../needs/needs.service.ts';

const NEED = { title: 'Data engineer', client: 'ACME', priority: 'P2', tjm: 650 };

async function createKey(
  t: TTestContext,
  admin: TTestUser,
  role: TApiKeyRole,
  name = `${role} integration`,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys',
    headers: t.auth(admin),
    payload: { name, role, expiresInDays: 90 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string; prefix: string; name: string };
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API keys', () => {
  const t = useTestContext({ env: { API_KEY_RATE_LIMIT: '5' } });

  it('shows the key once on creation and stores only its hash; the list never shows it', async () => {
    const admin = await t.createUser('Admin');
    const created = await createKey(t, admin, 'Sales', 'Zapier');
    expect(created.key).toMatch(/^stk_[0-9a-f]{12}_[0-9a-f]{64}$/);
    expect(created).toMatchObject({
      name: 'Zapier',
      role: 'Sales',
      status: 'active',
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { id: admin.id, name: admin.name },
      prefix: created.key.slice(0, 16),
    });

    const [row] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    const secret = created.key.slice(17);
    expect(row!.secretHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await t.app.inject({ url: '/api/v1/api-keys', headers: t.auth(admin) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(row!.secretHash);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: created.id, prefix: created.prefix, status: 'active' }),
    ]);
    expect(list.json().items[0]).not.toHaveProperty('key');

    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    expect(audit).toEqual([
      expect.objectContaining({ entityType: 'api_key', action: 'create', actorId: admin.id }),
    ]);
  });

  it('gives a key a lifetime of 30 to 365 days, as docs/api.md says', async () => {
    const admin = await t.createUser('Admin');
    const create = (expiresInDays: number, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/api-keys',
        headers: t.auth(admin),
        payload: { name, role: 'Sales', expiresInDays },
      });
    for (const days of [1, 29, 366]) {
      const refused = await create(days, `Short ${days}`);
      expect(refused.statusCode, `${days} days`).toBe(422);
      expect(refused.json().detail).toBe(API_KEY_MESSAGES.expiryRequired);
    }
    expect(API_KEY_MESSAGES.expiryRequired).toContain('between 30 and 365');
    for (const days of [30, 365]) expect((await create(days, `Key ${days}`)).statusCode).toBe(201);
  });

  it('refuses a second active key with the same name', async () => {
    const admin = await t.createUser('Admin');
    await createKey(t, admin, 'Sales', 'Zapier');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: t.auth(admin),
      payload: { name: 'zapier', role: 'ReadOnly', expiresInDays: 30 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: API_KEY_MESSAGES.nameTaken, code: 'CONFLICT' });
  });

  it('lets a key read what its role reads, and records when it was last used', async () => {
    const admin = await t.createUser('Admin');
    const { id, key } = await createKey(t, admin, 'Recruiter');
    const res = await t.app.inject({ url: '/api/v1/needs', headers: bearer(key) });
    expect(res.statusCode, res.body).toBe(200);

    const lastUsed = async () =>
      (await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!.lastUsedAt;
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    // Within a minute, another request writes nothing.
    const recent = new Date(Date.now() - 30_000);
    await t.app.ctx.db.update(apiKeys).set({ lastUsedAt: recent }).where(eq(apiKeys.id, id));
    // Written behind the service's back: the cached key must be read again.
    t.app.ctx.actors.clear();
    await t.app.inject({ url: '/api/v1/needs', headers: bearer(key) });
    expect((await lastUsed())!.getTime()).toBe(recent.getTime());
    const old = new Date(Date.now() - 120_000);
    await t.app.ctx.db.update(apiKeys).set({ lastUsedAt: old }).where(eq(apiKeys.id, id));
    t.app.ctx.actors.clear();
    await t.app.inject({ url: '/api/v1/needs', headers: bearer(key) });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  it("audits a Sales key's writes under the key's name", async () => {
    const admin = await t.createUser('Admin');
    const { id, key } = await createKey(t, admin, 'Sales', 'Bullhorn sync');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: bearer(key),
      payload: NEED,
    });
    expect(res.statusCode, res.body).toBe(201);
    const needId = res.json().id as string;

    const [keyRow] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    const [need] = await t.app.ctx.db.select().from(needs).where(eq(needs.id, needId));
    expect(need!.createdBy).toBe(keyRow!.userId);
    const audit = await t.app.ctx.db
      .select({ action: auditLog.action, actor: users.name, kind: users.kind })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(auditLog.entityId, needId));
    expect(audit).toEqual([{ action: 'create', actor: 'Bullhorn sync', kind: 'api_key' }]);
  });

  it('refuses a Recruiter key where a Recruiter is refused', async () => {
    const admin = await t.createUser('Admin');
    const { key } = await createKey(t, admin, 'Recruiter');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: bearer(key),
      payload: NEED,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: NEEDS_MUTATION_FORBIDDEN, code: 'FORBIDDEN' });
    const admins = await t.app.inject({ url: '/api/v1/admin/flows', headers: bearer(key) });
    expect(admins.statusCode).toBe(403);
  });

  it('lets a read-only key read and refuses every write with a clear message', async () => {
    const admin = await t.createUser('Admin');
    const { key } = await createKey(t, admin, 'ReadOnly');
    expect((await t.app.inject({ url: '/api/v1/needs', headers: bearer(key) })).statusCode).toBe(
      200,
    );
    for (const [method, url] of [
      ['POST', '/api/v1/needs'],
      ['PATCH', '/api/v1/needs/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/v1/steps/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(key), payload: NEED });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ detail: API_KEY_MESSAGES.readOnly, code: 'FORBIDDEN' });
    }
  });

  it('answers 401 saying whether a key is expired, revoked or not valid', async () => {
    const admin = await t.createUser('Admin');
    const expired = await createKey(t, admin, 'Sales', 'Old');
    await t.app.ctx.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.id));
    const revoked = await createKey(t, admin, 'Sales', 'Gone');
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/v1/api-keys/${revoked.id}/revoke`,
      headers: t.auth(admin),
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ id: revoked.id, status: 'revoked' });

    const wrongSecret = `${revoked.key.slice(0, 17)}${'0'.repeat(64)}`;
    const cases = [
      [expired.key, API_KEY_MESSAGES.expired],
      [revoked.key, API_KEY_MESSAGES.revoked],
      // A wrong secret of a revoked key says nothing about that key.
      [wrongSecret, API_KEY_MESSAGES.invalid],
      [`stk_${'a'.repeat(12)}_${'b'.repeat(64)}`, API_KEY_MESSAGES.invalid],
      ['stk_garbage', API_KEY_MESSAGES.invalid],
    ] as const;
    for (const [key, detail] of cases) {
      const res = await t.app.inject({ url: '/api/v1/needs', headers: bearer(key) });
      expect(res.statusCode, key).toBe(401);
      expect(res.json()).toEqual({ detail, code: 'UNAUTHORIZED' });
    }

    const list = await t.app.inject({ url: '/api/v1/api-keys', headers: t.auth(admin) });
    const statuses = Object.fromEntries(
      (list.json().items as { name: string; status: string }[]).map((k) => [k.name, k.status]),
    );
    expect(statuses).toEqual({ Old: 'expired', Gone: 'revoked' });
  });

  it('rate limits each key on its own and never a person', async () => {
    const admin = await t.createUser('Admin');
    const first = await createKey(t, admin, 'Sales', 'Busy');
    const second = await createKey(t, admin, 'Sales', 'Quiet');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await t.app.inject({ url: '/api/v1/needs', headers: bearer(first.key) })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await t.app.inject({ url: '/api/v1/needs', headers: bearer(first.key) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      detail: expect.stringContaining('This API key made more than 5 requests in a minute'),
      code: 'RATE_LIMITED',
    });

    expect(
      (await t.app.inject({ url: '/api/v1/needs', headers: bearer(second.key) })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 8; i += 1)
      expect(
        (await t.app.inject({ url: '/api/v1/needs', headers: t.auth(admin) })).statusCode,
      ).toBe(200);
  });

  it('lets only an Admin (a person) manage keys', async () => {
    const admin = await t.createUser('Admin');
    const { id, key } = await createKey(t, admin, 'Sales');
    const sales = await t.createUser('Sales');
    const recruiter = await t.createUser('Recruiter');
    for (const headers of [t.auth(sales), t.auth(recruiter), bearer(key)]) {
      for (const [method, url, payload] of [
        ['GET', '/api/v1/api-keys', undefined],
        ['POST', '/api/v1/api-keys', { name: 'Mine', role: 'Sales', expiresInDays: 30 }],
        ['POST', `/api/v1/api-keys/${id}/revoke`, undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().detail).toBe(API_KEY_MESSAGES.adminRequired);
      }
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/api-keys/00000000-0000-4000-8000-000000000000/revoke',
          headers: t.auth(admin),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("keeps keys out of people's sessions, profile and live socket", async () => {
    const admin = await t.createUser('Admin');
    const { key } = await createKey(t, admin, 'Sales');
    for (const [method, url] of [
      ['GET', '/api/v1/auth/sessions'],
      ['POST', '/api/v1/auth/logout-all'],
      ['GET', '/api/v1/users/me'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(key) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe(API_KEY_MESSAGES.peopleOnly);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const live = connectLive(`http://127.0.0.1:${address.port}`, key);
    expect((await live.closed).code).toBe(4001);
  });

  it("never lists, counts, signs in or offers as a consultant a key's service user", async () => {
    const admin = await t.createUser('Admin');
    const { id, key } = await createKey(t, admin, 'Sales', 'Sales robot');
    const [row] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    const serviceUserId = row!.userId;

    const everyone = await t.app.inject({ url: '/api/v1/users', headers: t.auth(admin) });
    expect(everyone.json().total).toBe(1);
    const picker = await t.app.inject({ url: '/api/v1/users?role=Sales', headers: bearer(key) });
    expect(picker.statusCode).toBe(200);
    expect(picker.json().items).toEqual([]);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/users/${serviceUserId}`,
        headers: t.auth(admin),
        ...(method === 'PATCH' ? { payload: { name: 'Renamed' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    // Only a Sales person may be a consultant.
    const need = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: t.auth(admin),
      payload: { ...NEED, consultants: [serviceUserId] },
    });
    expect(need.statusCode).toBe(422);

    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, serviceUserId));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user!.email, password: '!' },
    });
    expect(login.statusCode).toBe(401);
    const setup = await t.app.inject({ url: '/api/v1/setup' });
    expect(setup.json()).toEqual({ is_setup_complete: true });
  });
});
