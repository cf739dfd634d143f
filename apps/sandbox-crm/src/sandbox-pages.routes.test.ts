import { describe, expect, it } from 'vitest';
import {
  integrationCredentials,
  useSandboxCrm,
  type TSandboxTestContext as TTestContext,
} from './sandbox-test-context.ts';

/** A browser for inject: keeps the cookies the sandbox sets, sends them back. */
function browser(t: TTestContext) {
  const jar = new Map<string, string>();
  const remember = (header: string | string[] | undefined) => {
    for (const line of [header ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (attributes.some((a) => /max-age=0$/i.test(a.trim())) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    jar,
    async get(url: string) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookie() } });
      remember(res.headers['set-cookie']);
      return res;
    },
    async post(url: string, form: Record<string, string>) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      remember(res.headers['set-cookie']);
      return res;
    },
  };
}

const VERIFY = '/sandbox-crm/_ui/identity/verification/method/EmailVerificationFinishUi/e';

function fieldHtml(body: string, object: string, field: string): string {
  const start = body.indexOf(`data-target-selection-name="sfdc:RecordField.${object}.${field}"`);
  expect(start).toBeGreaterThan(-1);
  return body.slice(start, body.indexOf('</div>', start));
}

describe('sandbox CRM pages', () => {
  const t = useSandboxCrm();

  it('sends an unsigned browser to the login with startURL, then back there', async () => {
    const b = browser(t);
    const first = await b.get('/sandbox-crm/lightning/o/Opportunity/new');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(
      '/sandbox-crm/login?startURL=%2Fsandbox-crm%2Flightning%2Fo%2FOpportunity%2Fnew',
    );
    const login = await b.get(first.headers.location!);
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('id="username"');
    expect(login.body).toContain('id="password"');
    expect(login.body).toContain('id="Login"');
    expect(login.body).toContain('Sandbox CRM');
    expect(login.body).not.toContain('<script');

    const bad = await b.post('/sandbox-crm/login', {
      username: 'integration@sandbox-crm.local',
      password: 'wrong',
      startURL: '/sandbox-crm/lightning/o/Opportunity/new',
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('id="error"');
    expect(b.jar.has('sid')).toBe(false);

    const { username, password } = integrationCredentials(t);
    const good = await b.post('/sandbox-crm/login', {
      username,
      password,
      startURL: '/sandbox-crm/lightning/o/Opportunity/new',
    });
    expect(good.statusCode).toBe(303);
    expect(good.headers.location).toBe('/sandbox-crm/lightning/o/Opportunity/new');
    const cookie = [good.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(/sid=.*; Path=\/sandbox-crm; HttpOnly; SameSite=Lax/);
    expect((await b.get('/sandbox-crm/lightning/o/Opportunity/new')).statusCode).toBe(200);
  });

  it('lets its own demo user in, never elsewhere, and no one else', async () => {
    const { demo } = t.credentials;
    const b = browser(t);
    const refused = await b.post('/sandbox-crm/login', {
      username: 'ada@example.com',
      password: 'password123',
    });
    expect(refused.body).toContain('id="error"');
    const res = await b.post('/sandbox-crm/login', {
      username: demo.username.toUpperCase(),
      password: demo.password,
      startURL: 'https://evil.example/steal',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/sandbox-crm/lightning/page/home');
    const home = await b.get('/sandbox-crm/lightning/page/home');
    expect(home.body).toContain(demo.username);
  });

  it('saves a form, redirects to the record page; the same key again updates that record', async () => {
    const b = browser(t);
    const { username, password } = integrationCredentials(t);
    await b.post('/sandbox-crm/login', { username, password });
    const form = await b.get('/sandbox-crm/lightning/o/Mission__c/new');
    for (const field of ['Name', 'Opportunity__c', 'StartDate__c', 'External_Key__c']) {
      const wrapper = fieldHtml(form.body, 'Mission__c', field);
      expect(wrapper).toContain('<label');
      expect(wrapper).toContain(`name="${field}"`);
    }
    expect(form.body).toContain(
      '<button class="slds-button slds-button_brand" type="submit" name="SaveEdit">Save</button>',
    );

    const saved = await b.post('/sandbox-crm/lightning/o/Mission__c/new', {
      Name: 'ACME - Java',
      DailyRate__c: '600',
      StartDate__c: '01/12/2026',
      External_Key__c: 'need-1:mission',
    });
    expect(saved.statusCode).toBe(303);
    const match = /^\/sandbox-crm\/lightning\/r\/Mission__c\/(a01[0-9A-Za-z]{15})\/view$/.exec(
      saved.headers.location!,
    );
    expect(match).not.toBeNull();
    const id = match![1]!;
    const page = await b.get(saved.headers.location!);
    expect(page.body).toContain(`data-record-id="${id}"`);
    expect(fieldHtml(page.body, 'Mission__c', 'StartDate__c')).toContain(
      '<span class="field-value">2026-12-01</span>',
    );
    expect(fieldHtml(page.body, 'Mission__c', 'DailyRate__c')).toContain('>600<');

    const again = await b.post('/sandbox-crm/lightning/o/Mission__c/new', {
      Name: 'ACME - Java senior',
      External_Key__c: 'need-1:mission',
    });
    expect(again.headers.location).toBe(saved.headers.location);
    const updated = await b.get(saved.headers.location!);
    expect(updated.body).toContain('ACME - Java senior');
    expect(fieldHtml(updated.body, 'Mission__c', 'DailyRate__c')).toContain('>600<');

    const list = await b.get('/sandbox-crm/lightning/o/Mission__c/list?q=need-1%3Amission');
    expect(list.body).toContain(`href="/sandbox-crm/lightning/r/Mission__c/${id}/view"`);
    const none = await b.get('/sandbox-crm/lightning/o/Mission__c/list?q=nothing-like-it');
    expect(none.body).not.toContain(`/r/Mission__c/${id}/view`);
  });

  it('keeps what was typed on a refused save, with the error code and the fields marked', async () => {
    const b = browser(t);
    const { username, password } = integrationCredentials(t);
    await b.post('/sandbox-crm/login', { username, password });
    const res = await b.post('/sandbox-crm/lightning/o/Opportunity/new', {
      Name: 'ACME <Java>',
      StageName: 'Prospecting',
      CloseDate: '2099-01-31',
      Amount: '-5',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(
      /role="alert"[^>]*>\s*<strong class="error-code">FIELD_CUSTOM_VALIDATION_EXCEPTION<\/strong>/,
    );
    expect(res.body).toContain('Amount must not be negative');
    expect(fieldHtml(res.body, 'Opportunity', 'Amount')).toContain('value="-5"');
    expect(res.body).toMatch(
      /slds-form-element slds-has-error" data-target-selection-name="sfdc:RecordField.Opportunity.Amount"/,
    );
    expect(fieldHtml(res.body, 'Opportunity', 'Name')).toContain('value="ACME &lt;Java&gt;"');

    const missing = await b.post('/sandbox-crm/lightning/o/Opportunity/new', { Name: 'X' });
    expect(missing.body).toContain('REQUIRED_FIELD_MISSING');
    expect(missing.body).toMatch(
      /slds-has-error" data-target-selection-name="sfdc:RecordField.Opportunity.CloseDate"/,
    );
  });
});

describe('sandbox CRM record edit page', () => {
  const t = useSandboxCrm();

  it('shows the values, clears a blanked field, and keeps the input of a refused save', async () => {
    const b = browser(t);
    const { username, password } = integrationCredentials(t);
    await b.post('/sandbox-crm/login', { username, password });
    const saved = await b.post('/sandbox-crm/lightning/o/Proposition__c/new', {
      Name: 'Ada - Java',
      CandidateEmail__c: 'ada@example.com',
      ExpectedTjm__c: '600',
    });
    const view = saved.headers.location!;
    const edit = view.replace(/\/view$/, '/edit');
    const form = await b.get(edit);
    expect(fieldHtml(form.body, 'Proposition__c', 'ExpectedTjm__c')).toContain('value="600"');
    const refused = await b.post(edit, {
      Name: 'Ada - Java',
      CandidateEmail__c: 'not-an-address',
      ExpectedTjm__c: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('INVALID_EMAIL_ADDRESS');
    expect(fieldHtml(refused.body, 'Proposition__c', 'CandidateEmail__c')).toContain(
      'value="not-an-address"',
    );
    const ok = await b.post(edit, {
      Name: 'Ada - Java',
      CandidateEmail__c: '',
      ExpectedTjm__c: '',
    });
    expect(ok.headers.location).toBe(view);
    const page = await b.get(view);
    expect(fieldHtml(page.body, 'Proposition__c', 'ExpectedTjm__c')).toContain(
      '<span class="field-value"></span>',
    );
  });
});

describe('sandbox CRM pages with a verification code', () => {
  const t = useSandboxCrm({ twoFactorCode: '482913' });

  it('asks a new browser once for the code, refuses any other, remembers the device', async () => {
    const b = browser(t);
    const { username, password } = integrationCredentials(t);
    const start = '/sandbox-crm/lightning/o/Opportunity/new';
    const login = await b.post('/sandbox-crm/login', { username, password, startURL: start });
    expect(login.headers.location).toBe(`${VERIFY}?startURL=${encodeURIComponent(start)}`);
    // A pending session reaches no page.
    expect((await b.get(start)).headers.location).toContain(VERIFY);
    const page = await b.get(login.headers.location!);
    expect(page.body).toMatch(/<input[^>]*id="emc"[^>]*maxlength="6" inputmode="numeric"/);
    expect(page.body).toContain('id="save"');

    const wrong = await b.post(VERIFY, { emc: '000000', startURL: start });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('The verification code you entered is invalid or has expired.');
    expect((await b.get(start)).statusCode).toBe(302);

    const right = await b.post(VERIFY, { emc: '482913', startURL: start });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(start);
    expect([right.headers['set-cookie']].flat().join('\n')).toMatch(
      /sandbox_crm_device=.*Max-Age=\d+/,
    );
    expect((await b.get(start)).statusCode).toBe(200);

    // Signed out and in again on the same browser: no code asked.
    await b.get('/sandbox-crm/secur/logout.jsp');
    const again = await b.post('/sandbox-crm/login', { username, password, startURL: start });
    expect(again.headers.location).toBe(start);

    // Another browser is asked again.
    const other = browser(t);
    const fresh = await other.post('/sandbox-crm/login', { username, password });
    expect(fresh.headers.location).toContain(VERIFY);
  });
});
