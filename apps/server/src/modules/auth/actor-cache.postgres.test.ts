import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import { createApiKey, revokeApiKey } from '../../../test/api-keys.ts';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

/**
 * Two instances on one database, each with its own NOTIFY bus and its own cache of signed-in
 * users: a revocation made through one is refused by the other at its next request. The other
 * is asked over HTTP, as a client would: its request arrives after the notification that the
 * revoking request sent before answering.
 */
describe.skipIf(!inject('postgresTemplate'))('signed-in users across instances', () => {
  async function startPair() {
    const t = await createTestContext({ useDatabaseUrl: true });
    cleanups.push(t.close);
    const database = await openDatabase({ kind: 'postgres', url: t.config.DATABASE_URL!, max: 3 });
    const other: TApp = await buildApp({ config: t.config, database });
    await other.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(async () => {
      await other.close();
      await database.close();
    });
    return { t, other };
  }
  /** A GET to the other instance over HTTP; its status. */
  async function get(app: TApp, url: string, token: string) {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const res = await fetch(`http://127.0.0.1:${address.port}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    return { statusCode: res.status };
  }
  const me = (app: TApp, token: string) => get(app, '/api/v1/users/me', token);

  it('refuses in one instance a session revoked in the other', async () => {
    const { t, other } = await startPair();
    const user = await t.createUser('Sales');
    expect((await me(other, user.token)).statusCode).toBe(200);
    expect((await me(other, user.token)).statusCode).toBe(200);
    expect(other.ctx.actors.size).toBe(1);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refresh_token: user.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(other, user.token)).statusCode).toBe(401);
  });

  it('refuses in one instance a user whose role was changed or who was deleted in the other', async () => {
    const { t, other } = await startPair();
    const admin = await t.createUser('Admin');
    const changed = await t.createUser('Sales');
    const deleted = await t.createUser('Recruiter');
    for (const u of [changed, deleted]) {
      expect((await me(other, u.token)).statusCode).toBe(200);
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${changed.id}`,
      headers: t.auth(admin),
      payload: { role: 'Recruiter' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await me(other, changed.token)).statusCode).toBe(401);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${deleted.id}`,
      headers: t.auth(admin),
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect((await me(other, deleted.token)).statusCode).toBe(401);
  });

  it('refuses in one instance an API key revoked in the other', async () => {
    const { t, other } = await startPair();
    const admin = await t.createUser('Admin');
    const { id, key } = await createApiKey(t, admin);
    const needs = () => get(other, '/api/v1/needs', key);
    expect((await needs()).statusCode).toBe(200);
    await revokeApiKey(t, admin, id);
    expect((await needs()).statusCode).toBe(401);
  });
});
