import fs from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import { openTestDatabase, testConfig } from '../../../test/test-app.ts';
import { getSandboxCrmCredentials } from './sandbox-crm-auth.ts';

describe('sandbox CRM and the request log', () => {
  let app: TApp | undefined;
  let database: TDatabase | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs no request line, token, password or secret of the sandbox at info level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    database = await openTestDatabase();
    const config = testConfig({ LOG_LEVEL: 'info', CRM_SANDBOX_2FA_CODE: '123456' });
    dataDir = config.DATA_DIR;
    app = await buildApp({ config, database, logger: pino({ level: 'info' }, stream) });
    await app.ready();
    const creds = getSandboxCrmCredentials(config);

    const form = (url: string, body: Record<string, string>) =>
      app!.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const token = await form('/sandbox-crm/services/oauth2/token', {
      grant_type: 'password',
      client_id: creds.clientId,
      client_secret: creds.clientSecret,
      username: creds.username,
      password: creds.password,
    });
    const accessToken = token.json().access_token as string;
    await app.inject({
      method: 'GET',
      url: '/sandbox-crm/services/data/v62.0/query?q=SELECT%20Id%20FROM%20Opportunity',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const login = await form('/sandbox-crm/login', {
      username: creds.username,
      password: creds.password,
    });
    const sid = /sid=([^;]+)/.exec([login.headers['set-cookie']].flat().join(';'))![1]!;
    await app.inject({
      method: 'POST',
      url: '/sandbox-crm/_ui/identity/verification/method/EmailVerificationFinishUi/e',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `sid=${sid}` },
      payload: 'emc=123456',
    });
    // The app's own routes are still logged: the check below is not vacuous.
    await app.inject({ method: 'GET', url: '/api/v1/setup' });

    const log = lines.join('');
    expect(log).toContain('/api/v1/setup');
    expect(log).not.toContain('/sandbox-crm');
    for (const secret of [creds.password, accessToken, decodeURIComponent(sid), '123456'])
      expect(log).not.toContain(secret);
  });
});
