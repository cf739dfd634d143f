import { describe, expect, it } from 'vitest';
import { CODE_ATTEMPTS_MAX } from './sandbox-crm-auth.ts';
import {
  integrationCredentials,
  useSandboxCrm,
  type TSandboxTestContext,
} from './sandbox-test-context.ts';
import { SIGN_IN_LIMIT_MESSAGE } from './sandbox-sign-in-limits.ts';

const VERIFY = '/sandbox-crm/_ui/identity/verification/method/EmailVerificationFinishUi/e';

function form(t: TSandboxTestContext, url: string, body: Record<string, string>, cookie = '') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams(body).toString(),
  });
}

const passwordGrant = (t: TSandboxTestContext, username: string, password: string) => {
  const { clientId, clientSecret } = integrationCredentials(t);
  return form(t, '/sandbox-crm/services/oauth2/token', {
    grant_type: 'password',
    client_id: clientId,
    client_secret: clientSecret,
    username,
    password,
  });
};

describe('sandbox CRM sign-in limits', () => {
  const t = useSandboxCrm({ limits: { perAccount: 5, global: 8 } });

  it('locks an account after five wrong passwords: the right one then gets 429, on the pages and the token endpoint', async () => {
    const { demo } = t.credentials;
    for (let i = 0; i < 5; i++) {
      const wrong = await form(t, '/sandbox-crm/login', { username: demo.username, password: 'x' });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.body).toContain('id="error"');
    }
    const page = await form(t, '/sandbox-crm/login', demo);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(SIGN_IN_LIMIT_MESSAGE);
    expect(page.headers['set-cookie']).toBeUndefined();
    const grant = await passwordGrant(t, demo.username, demo.password);
    expect(grant.statusCode).toBe(429);
    expect(grant.json()).toEqual({
      error: 'invalid_grant',
      error_description: SIGN_IN_LIMIT_MESSAGE,
    });
    // Another account is not locked by them.
    const { integration } = t.credentials;
    expect((await passwordGrant(t, integration.username, integration.password)).statusCode).toBe(
      200,
    );
  });

  it('holds every sign-in once too many attempts failed, whatever the names', async () => {
    for (let i = 0; i < 8; i++) await passwordGrant(t, `guess${i}@example.com`, 'password123');
    const { integration } = t.credentials;
    const right = await passwordGrant(t, integration.username, integration.password);
    expect(right.statusCode).toBe(429);
    const page = await form(t, '/sandbox-crm/login', t.credentials.demo);
    expect(page.statusCode).toBe(429);
  });

  it('knows only its own accounts: an e-mail and password of the product are refused', async () => {
    const res = await passwordGrant(t, 'ada@example.com', 'password123');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });
});

describe('sandbox CRM verification code attempts', () => {
  const t = useSandboxCrm({ twoFactorCode: '482913' });

  it('ends the pending sign-in at the fifth wrong code: even the right code then needs a new sign-in', async () => {
    const login = await form(t, '/sandbox-crm/login', t.credentials.demo);
    expect(login.headers.location).toContain(VERIFY);
    const sid = /sid=([^;]+)/.exec([login.headers['set-cookie']].flat().join(';'))![1]!;
    const cookie = `sid=${sid}`;
    for (let i = 1; i < CODE_ATTEMPTS_MAX; i++) {
      const wrong = await form(t, VERIFY, { emc: String(100000 + i) }, cookie);
      expect(wrong.statusCode).toBe(200);
      expect(wrong.body).toContain('The verification code you entered is invalid');
    }
    const last = await form(t, VERIFY, { emc: '000000' }, cookie);
    expect(last.statusCode).toBe(303);
    expect(last.headers.location).toMatch(/^\/sandbox-crm\/login\?/);
    const right = await form(t, VERIFY, { emc: '482913' }, cookie);
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toMatch(/^\/sandbox-crm\/login\?/);
    const page = await t.app.inject({
      method: 'GET',
      url: '/sandbox-crm/lightning/page/home',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toMatch(/^\/sandbox-crm\/login\?/);
  });
});

describe('sandbox CRM bad input', () => {
  const t = useSandboxCrm();

  it('answers 4xx, never 500, to a NUL or a lone surrogate anywhere', async () => {
    const { clientId, clientSecret, username } = integrationCredentials(t);
    // Form encoding turns a lone surrogate into U+FFFD: JSON bodies carry one as it is.
    const json = (url: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const grant = await form(t, '/sandbox-crm/services/oauth2/token', {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    const bearer = { authorization: `Bearer ${grant.json().access_token}` };
    const data = '/sandbox-crm/services/data/v62.0';
    const attempts = [
      () => form(t, '/sandbox-crm/login', { username: 'a\u0000b', password: 'x' }),
      () => json('/sandbox-crm/login', `{"username":"${username}","password":"\\ud800"}`),
      () =>
        json(
          '/sandbox-crm/services/oauth2/token',
          `{"grant_type":"password","client_id":"${clientId}","username":"\\udc00","password":"x"}`,
        ),
      () => t.app.inject({ method: 'GET', url: '/sandbox-crm/login?startURL=%00' }),
      () =>
        t.app.inject({
          method: 'POST',
          url: `${data}/sobjects/Opportunity`,
          headers: { ...bearer, 'content-type': 'application/json' },
          payload: '{"Name":"A\\u0000B","StageName":"Prospecting","CloseDate":"2026-12-01"}',
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: `${data}/sobjects/Opportunity`,
          headers: { ...bearer, 'content-type': 'application/json' },
          payload: '{"Name":"A\\ud800B","StageName":"Prospecting","CloseDate":"2026-12-01"}',
        }),
      () =>
        t.app.inject({
          method: 'GET',
          url: `${data}/query?q=${encodeURIComponent("SELECT Id FROM Opportunity WHERE Name = '\u0000'")}`,
          headers: bearer,
        }),
      () =>
        t.app.inject({ method: 'GET', url: `${data}/sobjects/Opportunity/%00`, headers: bearer }),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });
});
