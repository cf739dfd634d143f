import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  createTestContext,
  openTestDatabase,
  testConfig,
  useTestContext,
} from '../../../test/test-app.ts';
import { createSetupService } from './setup.service.ts';
import { createUsersRepository } from '../users/users.repository.ts';

describe('setup', () => {
  const t = useTestContext();

  it('creates the first Admin once, signs them in, then answers 409', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/setup' });
    expect(before.json()).toEqual({ is_setup_complete: false });

    const payload = { name: 'Ada Admin', email: 'ada@example.com', password: 'password123' };
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/setup', payload });
    expect(first.statusCode).toBe(201);
    expect(first.json().user).toMatchObject({ role: 'Admin', name: 'Ada Admin' });
    expect(first.json().access_token).toBeTruthy();

    const after = await t.app.inject({ method: 'GET', url: '/api/v1/setup' });
    expect(after.json()).toEqual({ is_setup_complete: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/setup',
      payload: { ...payload, email: 'eve@example.com' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('validates the first Admin form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/setup',
      payload: { name: 'Ada', email: 'bad', password: 'password123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Please enter a valid email address');
  });
});

describe('seed admin', () => {
  it('creates the Admin from SEED_ADMIN_* only when no user exists', async () => {
    const ctx = await createTestContext();
    try {
      const setup = createSetupService({
        db: ctx.database.db,
        users: createUsersRepository(ctx.database.db),
      });
      const seeded = await setup.seedAdmin({
        email: 'seed@example.com',
        password: 'password123',
        name: 'Seed',
      });
      expect(seeded?.role).toBe('Admin');
      const second = await setup.seedAdmin({
        email: 'other@example.com',
        password: 'password123',
        name: 'Other',
      });
      expect(second).toBeNull();
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'seed@example.com', password: 'password123' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('keeps sessions across a restart on the same data folder (JWT secret kept on disk)', async () => {
    const database = await openTestDatabase();
    const config = testConfig({ JWT_SECRET: '' });
    try {
      const first = await buildApp({ config, database });
      const setup = await first.inject({
        method: 'POST',
        url: '/api/v1/setup',
        payload: { name: 'Ada', email: 'ada@example.com', password: 'password123' },
      });
      const { access_token, refresh_token } = setup.json();
      await first.close();
      const second = await buildApp({ config, database });
      const me = await second.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(me.statusCode).toBe(200);
      const refreshed = await second.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        payload: { refresh_token },
      });
      expect(refreshed.statusCode).toBe(200);
      await second.close();
    } finally {
      await database.close();
    }
  });
});
