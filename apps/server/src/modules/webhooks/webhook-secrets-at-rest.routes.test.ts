import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCreatedWebhookEndpoint } from '@staffing/domain';
import { webhookEndpoints } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { WEBHOOK_KEY_FILE } from './register-webhooks.ts';

const BASE = '/api/v1/admin/webhooks';

describe('webhook signing secrets at rest', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });
  const storedSecret = async (id: string) => {
    const [row] = await t.app.ctx.db
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    return row!.secret;
  };
  const reveal = async (id: string, token: Parameters<typeof t.auth>[0]) =>
    (await t.app.inject({ url: `${BASE}/${id}/secret`, headers: t.auth(token) })).json().secret;

  it('keeps a new endpoint secret encrypted in the database, with its key in the data folder', async () => {
    const admin = await t.createUser('Admin');
    const res = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: t.auth(admin),
      payload: { url: 'https://93.184.215.14/hooks', events: ['need.created'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const endpoint = ZCreatedWebhookEndpoint.parse(res.json());

    const stored = await storedSecret(endpoint.id);
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain(endpoint.secret.slice('whsec_'.length));
    expect(await reveal(endpoint.id, admin)).toBe(endpoint.secret);

    const keyFile = path.join(t.config.DATA_DIR, WEBHOOK_KEY_FILE);
    expect(fs.readFileSync(keyFile, 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('reads a secret stored before encryption, and seals it at the next start', async () => {
    const admin = await t.createUser('Admin');
    const [legacy] = await t.app.ctx.db
      .insert(webhookEndpoints)
      .values({ url: 'https://93.184.215.14/old', events: ['need.created'], secret: 'whsec_old' })
      .returning();
    expect(await reveal(legacy!.id, admin)).toBe('whsec_old');

    expect(await t.app.ctx.webhooks!.repo.sealPlainSecrets()).toBe(1);
    expect(await storedSecret(legacy!.id)).toMatch(/^enc:v1:/);
    expect(await reveal(legacy!.id, admin)).toBe('whsec_old');
    expect(await t.app.ctx.webhooks!.repo.sealPlainSecrets()).toBe(0);
  });
});
