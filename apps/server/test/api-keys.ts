import { expect } from 'vitest';
import { ZCreatedApiKey, type TApiKeyRole } from '@staffing/domain';
import type { TTestContext, TTestUser } from './test-app.ts';

/** An API key created over HTTP by an admin, as an integration would be given one. */
export async function createApiKey(
  t: TTestContext,
  admin: TTestUser,
  payload: { name?: string; role?: TApiKeyRole; expiresInDays?: number } = {},
): Promise<{ id: string; key: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys',
    headers: t.auth(admin),
    payload: { name: 'Sync', role: 'Sales', expiresInDays: 90, ...payload },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, key } = ZCreatedApiKey.parse(created.json());
  return { id, key };
}

export async function revokeApiKey(t: TTestContext, admin: TTestUser, id: string): Promise<void> {
  const revoke = await t.app.inject({
    method: 'POST',
    url: `/api/v1/api-keys/${id}/revoke`,
    headers: t.auth(admin),
  });
  expect(revoke.statusCode, revoke.body).toBe(200);
}
