import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no forwarded header when unset', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
  });

  it('takes the proxy addresses and CIDR ranges, or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it.each(['true', '*', 'all', '0.0.0.0/0', '::/0', '10.0.0.0/33', 'proxy.local', '0', '1.2.3.4,'])(
    'refuses %s, which would let any client choose its address',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('login limits', () => {
  it('defaults to 10 failures a minute per address and 100 in all', () => {
    const config = loadConfig({});
    expect(config.LOGIN_RATE_LIMIT).toBe(10);
    expect(config.LOGIN_GLOBAL_RATE_LIMIT).toBe(100);
  });
});

describe('API_KEY_RATE_LIMIT', () => {
  it('allows each API key 600 requests a minute unless told otherwise, and at least one', () => {
    expect(loadConfig({}).API_KEY_RATE_LIMIT).toBe(600);
    expect(loadConfig({ API_KEY_RATE_LIMIT: '120' }).API_KEY_RATE_LIMIT).toBe(120);
    expect(() => loadConfig({ API_KEY_RATE_LIMIT: '0' })).toThrow(/API_KEY_RATE_LIMIT/);
  });
});

describe('FLOW_RETENTION_DAYS', () => {
  it('keeps finished flows 90 days unless told otherwise', () => {
    expect(loadConfig({}).FLOW_RETENTION_DAYS).toBe(90);
    expect(loadConfig({ FLOW_RETENTION_DAYS: '30' }).FLOW_RETENTION_DAYS).toBe(30);
  });

  it.each(['0', '-1', 'soon', '1.5'])('refuses %s', (value) => {
    expect(() => loadConfig({ FLOW_RETENTION_DAYS: value })).toThrow(/FLOW_RETENTION_DAYS/);
  });
});

describe('webhooks', () => {
  it('keeps the server network out of reach and retries for about a day by default', () => {
    const config = loadConfig({});
    expect(config.WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(config.WEBHOOK_RETRY_BASE_SECONDS).toBe(60);
    expect(config.WEBHOOK_MAX_ATTEMPTS).toBe(11);
    const tests = loadConfig({
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_BASE_SECONDS: '1',
      WEBHOOK_MAX_ATTEMPTS: '3',
    });
    expect([tests.WEBHOOK_ALLOW_PRIVATE, tests.WEBHOOK_RETRY_BASE_SECONDS]).toEqual([true, 1]);
    expect(tests.WEBHOOK_MAX_ATTEMPTS).toBe(3);
  });

  it.each([
    ['WEBHOOK_ALLOW_PRIVATE', 'maybe'],
    ['WEBHOOK_RETRY_BASE_SECONDS', '0'],
    ['WEBHOOK_MAX_ATTEMPTS', '0'],
    ['WEBHOOK_MAX_ATTEMPTS', '50'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('CRM_MODE', () => {
  const all = (mode: 'api' | 'rpa') => ({
    opportunity: mode,
    product: mode,
    mission: mode,
    proposition: mode,
    presentation: mode,
    retention: mode,
  });

  it('writes every action through the API by default, or through one mode named alone', () => {
    expect(loadConfig({}).CRM_MODE).toEqual(all('api'));
    expect(loadConfig({ CRM_MODE: 'rpa' }).CRM_MODE).toEqual(all('rpa'));
  });

  it('sets the actions it names and leaves the others on the API', () => {
    expect(loadConfig({ CRM_MODE: 'opportunity:rpa, mission:rpa' }).CRM_MODE).toEqual({
      ...all('api'),
      opportunity: 'rpa',
      mission: 'rpa',
    });
  });

  it.each(['invoice:rpa', 'opportunity:browser', 'opportunity'])('refuses %s', (value) => {
    expect(() => loadConfig({ CRM_MODE: value })).toThrow(/CRM_MODE: "/);
  });

  it('needs sign-in settings for a Salesforce org, and a user and password for browser runs', () => {
    expect(() => loadConfig({ CRM_PROVIDER: 'salesforce' })).toThrow(/SALESFORCE_CLIENT_ID/);
    const api = {
      CRM_PROVIDER: 'salesforce',
      SALESFORCE_CLIENT_ID: 'id',
      SALESFORCE_CLIENT_SECRET: 's',
    };
    expect(loadConfig(api).CRM_PROVIDER).toBe('salesforce');
    expect(() => loadConfig({ ...api, CRM_MODE: 'mission:rpa' })).toThrow(/SALESFORCE_PASSWORD/);
  });
});

describe('PUBLIC_API_DOCS', () => {
  it('keeps the API description behind sign-in unless set to true', () => {
    expect(loadConfig({}).PUBLIC_API_DOCS).toBe(false);
    expect(loadConfig({ PUBLIC_API_DOCS: 'true' }).PUBLIC_API_DOCS).toBe(true);
    expect(loadConfig({ PUBLIC_API_DOCS: 'false' }).PUBLIC_API_DOCS).toBe(false);
  });

  it('refuses a value that is not a boolean', () => {
    expect(() => loadConfig({ PUBLIC_API_DOCS: 'public' })).toThrow(/PUBLIC_API_DOCS/);
  });
});

describe('FOLLOW_UP_DAYS', () => {
  it('defaults to 5 days and takes 1 to 365', () => {
    expect(loadConfig({}).FOLLOW_UP_DAYS).toBe(5);
    expect(loadConfig({ FOLLOW_UP_DAYS: '7' }).FOLLOW_UP_DAYS).toBe(7);
    for (const value of ['0', 'soon', '1000'])
      expect(() => loadConfig({ FOLLOW_UP_DAYS: value })).toThrow(/FOLLOW_UP_DAYS/);
  });
});
