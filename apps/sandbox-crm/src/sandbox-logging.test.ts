import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { integrationCredentials } from './sandbox-test-context.ts';
import { startTestSandboxCrm, type TTestSandboxCrm } from './testing.ts';

describe('sandbox CRM and the request log', () => {
  let sandbox: TTestSandboxCrm | undefined;
  afterEach(async () => {
    await sandbox?.close();
  });

  it('logs no request line, token, password or secret of the sandbox at info level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    sandbox = await startTestSandboxCrm({
      twoFactorCode: '123456',
      logger: pino({ level: 'info' }, stream),
    });
    const app = sandbox.app;
    const creds = integrationCredentials(sandbox);

    const form = (url: string, body: Record<string, string>) =>
      app.inject({
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
    // The logger does write at info level: the check below is not vacuous.
    app.log.info('sandbox CRM checked');

    const log = lines.join('');
    expect(log).toContain('sandbox CRM checked');
    expect(log).not.toContain('/sandbox-crm');
    for (const secret of [creds.password, accessToken, decodeURIComponent(sid), '123456'])
      expect(log).not.toContain(secret);
  });
});
