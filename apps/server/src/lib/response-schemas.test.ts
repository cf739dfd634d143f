import { describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../test/test-app.ts';
import type * as AuthSerializer from '../modules/auth/auth.serializer.ts';
import type * as CandidatesSerializer from '../modules/candidates/candidates.serializer.ts';
import { candidateTestKit } from '../modules/candidates/candidates.test-helpers.ts';
import type * as UsersSerializer from '../modules/users/users.serializer.ts';

/**
 * Fastify serialises every JSON answer with the route's response schema, so a field that a
 * serializer lets through by mistake (a new secret column, the password hash) still never leaves
 * the server. Here the serializers are made to leak on purpose, and no reply may carry the leak.
 */
const LEAK = {
  passwordHash: 'leaked-hash',
  internalNote: 'leaked-note',
  searchText: 'leaked search text',
};

vi.mock('../modules/users/users.serializer.ts', async (importOriginal) => {
  const real = await importOriginal<typeof UsersSerializer>();
  return {
    serializeUser: (row: Parameters<typeof real.serializeUser>[0]) => ({
      ...real.serializeUser(row),
      passwordHash: row.passwordHash,
      internalNote: LEAK.internalNote,
    }),
    serializeSalesUser: (row: Parameters<typeof real.serializeSalesUser>[0]) => ({
      ...real.serializeSalesUser(row),
      passwordHash: row.passwordHash,
      avatarUrl: row.avatarUrl,
      internalNote: LEAK.internalNote,
    }),
  };
});

vi.mock('../modules/auth/auth.serializer.ts', async (importOriginal) => {
  const real = await importOriginal<typeof AuthSerializer>();
  return {
    serializeSession: (...args: Parameters<typeof real.serializeSession>) => ({
      ...real.serializeSession(...args),
      userId: args[0].userId,
      userAgent: args[0].userAgent,
      internalNote: LEAK.internalNote,
    }),
  };
});

vi.mock('../modules/candidates/candidates.serializer.ts', async (importOriginal) => {
  const real = await importOriginal<typeof CandidatesSerializer>();
  return {
    ...real,
    serializeCandidate: (...args: Parameters<typeof real.serializeCandidate>) => ({
      ...real.serializeCandidate(...args),
      searchText: LEAK.searchText,
      internalNote: LEAK.internalNote,
    }),
  };
});

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) {
        keys.add(k);
        walk(child);
      }
  };
  walk(value);
  return keys;
}

function expectNoLeak(body: string, forbidden: string[]) {
  expect(body).not.toContain(LEAK.internalNote);
  const keys = keysOf(JSON.parse(body));
  for (const key of [...forbidden, 'internalNote']) expect(keys, key).not.toContain(key);
}

describe('response schemas keep unnamed fields out of replies', () => {
  const t = useTestContext();

  it('users and auth: no password hash, session owner or raw user agent, whatever the serializer returns', async () => {
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    const userKeys = ['passwordHash', 'internalNote'];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: admin.id, role: 'Admin' });
    expectNoLeak(login.body, userKeys);

    const replies = await Promise.all(
      [
        { url: '/api/v1/users/me', user: admin },
        { url: `/api/v1/users/${sales.id}`, user: admin },
        { url: '/api/v1/users', user: admin },
        { url: '/api/v1/users?role=Sales', user: sales },
        { url: '/api/v1/auth/sessions', user: admin },
      ].map(({ url, user }) => t.app.inject({ method: 'GET', url, headers: t.auth(user) })),
    );
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expectNoLeak(reply.body, [...userKeys, 'userId', 'userAgent']);
    }
    // A Sales user reading the picker sees the public fields only, even when more are offered.
    const picker = replies[3]!.json();
    expect(Object.keys(picker.items[0]).sort()).toEqual(['email', 'id', 'name', 'role']);
    // Admins still get whole users.
    expect(replies[2]!.json().items[0]).toHaveProperty('createdAt');

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${sales.id}`,
      headers: t.auth(admin),
      payload: { name: 'Renamed Sales' },
    });
    expect(updated.statusCode).toBe(200);
    expectNoLeak(updated.body, userKeys);
  });

  it('first-run setup: the new Admin comes back without its password hash', async () => {
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/setup',
      payload: { name: 'First Admin', email: 'first@example.com', password: 'password123' },
    });
    expect(setup.statusCode, setup.body).toBe(201);
    expect(setup.json()).toMatchObject({ token_type: 'bearer', user: { role: 'Admin' } });
    expectNoLeak(setup.body, ['passwordHash']);
  });

  it('candidates: no search column, in a single answer, a page, a need list or the bulk map', async () => {
    const kit = candidateTestKit(t);
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need.id}/candidates`,
      headers: t.auth(sales),
      payload: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Ada Lovelace', merged: false });
    expectNoLeak(created.body, ['searchText']);
    const id = created.json().id as string;

    const replies = await Promise.all(
      [
        `/api/v1/candidates/${id}`,
        '/api/v1/candidates',
        '/api/v1/candidates/all',
        `/api/v1/candidates/bulk?needIds=${need.id}`,
        `/api/v1/needs/${need.id}/candidates`,
        `/api/v1/candidates/by-need/${need.id}/with-status`,
      ].map((url) => t.app.inject({ method: 'GET', url, headers: t.auth(sales) })),
    );
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.body).toContain('Ada Lovelace');
      expectNoLeak(reply.body, ['searchText']);
    }
  });
});
