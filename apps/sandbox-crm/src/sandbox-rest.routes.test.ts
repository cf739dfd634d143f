import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  integrationCredentials,
  useSandboxCrm,
  type TSandboxTestContext as TTestContext,
} from './sandbox-test-context.ts';
import { getSandboxCrmJwtKey } from './sandbox-crm-auth.ts';

const DATA = '/sandbox-crm/services/data/v62.0';
const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function token(t: TTestContext, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox-crm/services/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

async function signIn(t: TTestContext): Promise<string> {
  const { clientId, clientSecret } = integrationCredentials(t);
  const res = await token(t, {
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: clientSecret,
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

function api(t: TTestContext, accessToken: string) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${DATA}${url}`,
      headers: { authorization: `Bearer ${accessToken}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

const opportunity = (overrides: Record<string, unknown> = {}) => ({
  Name: `ACME - Java ${crypto.randomUUID().slice(0, 8)}`,
  StageName: 'Prospecting',
  CloseDate: future(),
  Amount: 1200,
  ...overrides,
});

describe('sandbox CRM REST surface', () => {
  const t = useSandboxCrm();

  it('grants tokens as Salesforce does and refuses bad ones with invalid_grant/invalid_client', async () => {
    const creds = integrationCredentials(t);
    const ok = await token(t, {
      grant_type: 'client_credentials',
      client_id: creds.clientId,
      client_secret: creds.clientSecret,
    });
    expect(ok.json()).toMatchObject({
      instance_url: 'http://localhost:80/sandbox-crm',
      token_type: 'Bearer',
      id: expect.stringMatching(/^http:\/\/localhost:80\/sandbox-crm\/id\/00D\w+\/005\w+$/),
      issued_at: expect.stringMatching(/^\d+$/),
      signature: expect.any(String),
    });
    expect(ok.headers['cache-control']).toBe('no-store');

    const password = await token(t, {
      grant_type: 'password',
      client_id: creds.clientId,
      client_secret: creds.clientSecret,
      username: creds.username,
      password: creds.password,
    });
    expect(password.statusCode).toBe(200);
    const refreshed = await token(t, {
      grant_type: 'refresh_token',
      client_id: creds.clientId,
      client_secret: creds.clientSecret,
      refresh_token: password.json().refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);

    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const unsigned = `${b64({ alg: 'RS256' })}.${b64({
      iss: creds.clientId,
      sub: creds.username,
      aud: 'http://localhost/sandbox-crm',
      exp: Math.floor(Date.now() / 1000) + 180,
    })}`;
    const signature = crypto
      .sign('RSA-SHA256', Buffer.from(unsigned), getSandboxCrmJwtKey(t.dataDir))
      .toString('base64url');
    const jwt = await token(t, {
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${unsigned}.${signature}`,
    });
    expect(jwt.statusCode).toBe(200);
    const forged = await token(t, {
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${unsigned}.${signature.slice(0, -4)}AAAA`,
    });
    expect(forged.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid assertion',
    });

    const wrong = await token(t, {
      grant_type: 'password',
      client_id: creds.clientId,
      client_secret: creds.clientSecret,
      username: creds.username,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'authentication failure',
    });
    const badClient = await token(t, {
      grant_type: 'client_credentials',
      client_id: creds.clientId,
      client_secret: 'x',
    });
    expect(badClient.json().error).toBe('invalid_client');
    expect(badClient.body).not.toContain(creds.clientSecret);
  });

  it('answers 401 INVALID_SESSION_ID without a valid token, 404 for an unknown path', async () => {
    const res = await api(t, 'not-a-token')('GET', '/sobjects/Opportunity/describe');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual([
      { message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID', fields: [] },
    ]);
    const call = api(t, await signIn(t));
    const unknown = await call('GET', '/sobjects/Nothing__c/describe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()[0].errorCode).toBe('NOT_FOUND');
    const page = await t.app.inject({ method: 'GET', url: '/sandbox-crm/no/such/page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('creates, reads, updates, upserts and deletes records with Salesforce shapes', async () => {
    const call = api(t, await signIn(t));
    const created = await call(
      'POST',
      '/sobjects/Opportunity',
      opportunity({ Name: 'ACME - Java' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.headers['sforce-limit-info']).toMatch(/^api-usage=\d+\/15000$/);
    const { id } = created.json();
    expect(created.json()).toEqual({
      id: expect.stringMatching(/^006\w{15}$/),
      success: true,
      errors: [],
    });

    const read = await call('GET', `/sobjects/Opportunity/${id}`);
    expect(read.json()).toMatchObject({
      attributes: { type: 'Opportunity', url: `/services/data/v62.0/sobjects/Opportunity/${id}` },
      Id: id,
      Name: 'ACME - Java',
      Amount: 1200,
      CreatedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/),
    });
    const some = await call('GET', `/sobjects/Opportunity/${id}?fields=Name,CreatedDate`);
    expect(Object.keys(some.json())).toEqual(['attributes', 'Name', 'CreatedDate']);

    const patched = await call('PATCH', `/sobjects/Opportunity/${id}`, { Amount: 1500 });
    expect(patched.statusCode).toBe(204);
    expect((await call('GET', `/sobjects/Opportunity/${id}`)).json().Amount).toBe(1500);

    const first = await call('PATCH', '/sobjects/Mission__c/External_Key__c/need-1%3Amission', {
      Name: 'ACME - Java',
      Opportunity__c: id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, created: true });
    const second = await call('PATCH', '/sobjects/Mission__c/External_Key__c/need-1%3Amission', {
      Name: 'ACME - Java lead',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      id: first.json().id,
      success: true,
      errors: [],
      created: false,
    });
    const byKey = await call('GET', '/sobjects/Mission__c/External_Key__c/need-1%3Amission');
    expect(byKey.json()).toMatchObject({ Name: 'ACME - Java lead', Opportunity__c: id });

    const removed = await call('DELETE', `/sobjects/Mission__c/${first.json().id}`);
    expect(removed.statusCode).toBe(204);
    const gone = await call('GET', `/sobjects/Mission__c/${first.json().id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual([
      { message: 'The requested resource does not exist', errorCode: 'NOT_FOUND', fields: [] },
    ]);
  });

  it('refuses as an org would: required, unknown field, lookups, validation and duplicate rules', async () => {
    const call = api(t, await signIn(t));
    const body = async (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.statusCode).toBe(400);
      return res.json()[0];
    };
    expect(await body(await call('POST', '/sobjects/Opportunity', { Name: 'x' }))).toEqual({
      message: 'Required fields are missing: [StageName, CloseDate]',
      errorCode: 'REQUIRED_FIELD_MISSING',
      fields: ['StageName', 'CloseDate'],
    });
    expect(
      await body(await call('POST', '/sobjects/Opportunity', opportunity({ Colour__c: 'red' }))),
    ).toMatchObject({
      errorCode: 'INVALID_FIELD',
      message: "No such column 'Colour__c' on sobject of type Opportunity",
    });
    expect(
      await body(await call('POST', '/sobjects/Opportunity', opportunity({ Amount: -1 }))),
    ).toEqual({
      message: 'Amount must not be negative',
      errorCode: 'FIELD_CUSTOM_VALIDATION_EXCEPTION',
      fields: ['Amount'],
    });
    expect(
      await body(
        await call('POST', '/sobjects/Opportunity', opportunity({ CloseDate: '2020-01-31' })),
      ),
    ).toMatchObject({ errorCode: 'FIELD_CUSTOM_VALIDATION_EXCEPTION', fields: ['CloseDate'] });
    expect(
      await body(
        await call('POST', '/sobjects/Mission__c', {
          Name: 'M',
          Opportunity__c: '006000000000000AAA',
        }),
      ),
    ).toMatchObject({ errorCode: 'INVALID_CROSS_REFERENCE_KEY', fields: ['Opportunity__c'] });
    expect(
      await body(await call('POST', '/sobjects/OpportunityLineItem', { Quantity: 1 })),
    ).toMatchObject({ errorCode: 'REQUIRED_FIELD_MISSING', fields: ['OpportunityId'] });

    await call('POST', '/sobjects/Opportunity', opportunity({ Name: 'Twin' }));
    expect(
      await body(await call('POST', '/sobjects/Opportunity', opportunity({ Name: 'Twin' }))),
    ).toEqual({
      message: 'Use one of these records?',
      errorCode: 'DUPLICATES_DETECTED',
      fields: [],
    });
    const allowed = await t.app.inject({
      method: 'POST',
      url: `${DATA}/sobjects/Opportunity`,
      headers: {
        authorization: `Bearer ${await signIn(t)}`,
        'sforce-duplicate-rule-header': 'allowSave=true',
      },
      payload: opportunity({ Name: 'Twin' }),
    });
    expect(allowed.statusCode).toBe(201);
  });

  it('describes objects and answers the SOQL subset, escapes honoured', async () => {
    const call = api(t, await signIn(t));
    const describe = (await call('GET', '/sobjects/Opportunity/describe')).json();
    const key = describe.fields.find((f: { name: string }) => f.name === 'External_Key__c');
    expect(key).toMatchObject({ externalId: true, unique: true, createable: true, nillable: true });
    expect(describe.fields.find((f: { name: string }) => f.name === 'Name')).toMatchObject({
      type: 'string',
      nillable: false,
      defaultedOnCreate: false,
    });
    expect(describe.fields.find((f: { name: string }) => f.name === 'Id')).toMatchObject({
      createable: false,
      defaultedOnCreate: true,
    });

    await call(
      'POST',
      '/sobjects/Opportunity',
      opportunity({ Name: "O'Brien \\ Co", External_Key__c: 'k1' }),
    );
    await call(
      'POST',
      '/sobjects/Opportunity',
      opportunity({ Name: 'Other', External_Key__c: 'k2' }),
    );
    const q = encodeURIComponent(
      "SELECT Id, Name, CreatedDate FROM Opportunity WHERE Name = 'O\\'Brien \\\\ Co' AND External_Key__c = 'k1' LIMIT 5",
    );
    const res = await call('GET', `/query?q=${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalSize: 1, done: true });
    expect(res.json().records[0]).toMatchObject({
      attributes: { type: 'Opportunity' },
      Name: "O'Brien \\ Co",
    });
    expect(Object.keys(res.json().records[0])).toEqual(['attributes', 'Id', 'Name', 'CreatedDate']);
    const bad = await call(
      'GET',
      `/query?q=${encodeURIComponent("SELECT Id FROM Opportunity WHERE Name LIKE 'x%'")}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0].errorCode).toBe('MALFORMED_QUERY');
  });

  it('runs composite requests with references, and rolls all back under allOrNone', async () => {
    const call = api(t, await signIn(t));
    const ok = await call('POST', '/composite', {
      allOrNone: true,
      compositeRequest: [
        {
          method: 'PATCH',
          url: '/services/data/v62.0/sobjects/Opportunity/External_Key__c/need-9%3Aopportunity',
          referenceId: 'opp',
          body: opportunity(),
        },
        {
          method: 'POST',
          url: '/services/data/v62.0/sobjects/OpportunityLineItem',
          referenceId: 'line',
          body: { OpportunityId: '@{opp.id}', UnitPrice: 600, Quantity: 2 },
        },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const [opp, line] = ok.json().compositeResponse;
    expect(opp).toMatchObject({ httpStatusCode: 201, referenceId: 'opp', body: { created: true } });
    expect(line).toMatchObject({
      httpStatusCode: 201,
      referenceId: 'line',
      body: { success: true },
    });

    const rolledBack = await call('POST', '/composite', {
      allOrNone: true,
      compositeRequest: [
        {
          method: 'POST',
          url: '/services/data/v62.0/sobjects/Opportunity',
          referenceId: 'opp',
          body: opportunity({ Name: 'Rolled back', External_Key__c: 'rb' }),
        },
        {
          method: 'POST',
          url: '/services/data/v62.0/sobjects/OpportunityLineItem',
          referenceId: 'line',
          body: { OpportunityId: '@{opp.id}', Quantity: 2 },
        },
        {
          method: 'GET',
          url: '/services/data/v62.0/sobjects/Opportunity/@{opp.id}',
          referenceId: 'read',
        },
      ],
    });
    expect(rolledBack.statusCode).toBe(200);
    const results = rolledBack.json().compositeResponse;
    expect(results.map((r: { httpStatusCode: number }) => r.httpStatusCode)).toEqual([
      400, 400, 400,
    ]);
    expect(results[0].body[0].errorCode).toBe('PROCESSING_HALTED');
    expect(results[1].body[0].errorCode).toBe('FIELD_INTEGRITY_EXCEPTION');
    const none = await call(
      'GET',
      `/query?q=${encodeURIComponent("SELECT Id FROM Opportunity WHERE External_Key__c = 'rb'")}`,
    );
    expect(none.json().totalSize).toBe(0);

    const partial = await call('POST', '/composite', {
      allOrNone: false,
      compositeRequest: [
        {
          method: 'POST',
          url: '/services/data/v62.0/sobjects/Opportunity',
          referenceId: 'kept',
          body: opportunity({ External_Key__c: 'kept' }),
        },
        {
          method: 'POST',
          url: '/services/data/v62.0/sobjects/Opportunity',
          referenceId: 'refused',
          body: opportunity({ Amount: -3 }),
        },
      ],
    });
    expect(
      partial.json().compositeResponse.map((r: { httpStatusCode: number }) => r.httpStatusCode),
    ).toEqual([201, 400]);
    const kept = await call(
      'GET',
      `/query?q=${encodeURIComponent("SELECT Id FROM Opportunity WHERE External_Key__c = 'kept'")}`,
    );
    expect(kept.json().totalSize).toBe(1);
  });

  it('creates several records with composite/sobjects, all or none', async () => {
    const call = api(t, await signIn(t));
    const ok = await call('POST', '/composite/sobjects', {
      allOrNone: true,
      records: [
        { attributes: { type: 'Opportunity' }, ...opportunity() },
        { attributes: { type: 'Mission__c' }, Name: 'M1' },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([
      { id: expect.stringMatching(/^006/), success: true, errors: [] },
      { id: expect.stringMatching(/^a01/), success: true, errors: [] },
    ]);
    const refused = await call('POST', '/composite/sobjects', {
      allOrNone: true,
      records: [
        { attributes: { type: 'Mission__c' }, Name: 'M2', External_Key__c: 'm2' },
        { attributes: { type: 'Mission__c' } },
      ],
    });
    expect(refused.json().map((r: { success: boolean }) => r.success)).toEqual([false, false]);
    expect(refused.json()[1].errors[0]).toMatchObject({
      statusCode: 'REQUIRED_FIELD_MISSING',
      fields: ['Name'],
    });
    const none = await call(
      'GET',
      `/query?q=${encodeURIComponent("SELECT Id FROM Mission__c WHERE External_Key__c = 'm2'")}`,
    );
    expect(none.json().totalSize).toBe(0);
  });

  it('slows the next saves down when one of its users asks, only with a token', async () => {
    const put = (headers: Record<string, string>, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/sandbox-crm/services/data/v62.0/faults',
        headers,
        payload,
      });
    expect((await put({}, { saveDelayMs: 10, count: 1 })).statusCode).toBe(401);
    const token = await signIn(t);
    const bearer = { authorization: `Bearer ${token}` };
    const bad = await put(bearer, { saveDelayMs: 700_000, count: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0].message).toBe('saveDelayMs must be between 0 and 600000');
    const set = await put(bearer, { saveDelayMs: 300, count: 1 });
    expect(set.json()).toEqual({ saveDelayMs: 300, count: 1 });
    const call = api(t, token);
    const started = Date.now();
    await call('POST', '/sobjects/Opportunity', opportunity());
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const after = await t.app.inject({
      method: 'GET',
      url: '/sandbox-crm/services/data/v62.0/faults',
      headers: bearer,
    });
    expect(after.json()).toEqual({ saveDelayMs: 300, count: 0 });
  });
});
