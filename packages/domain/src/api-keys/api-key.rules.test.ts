import { describe, expect, it } from 'vitest';
import {
  formatApiKey,
  getApiKeyActorRole,
  getApiKeyExpiry,
  getApiKeyStatus,
  isApiKeyToken,
  isApiKeyUsable,
  isReadMethod,
  parseApiKey,
  shouldTouchLastUsed,
} from './api-key.rules.ts';
import { ZCreateApiKey } from './api-key.schema.ts';

const now = new Date('2026-05-01T12:00:00Z');
const prefix = 'a1b2c3d4e5f6';
const secret = 'f'.repeat(64);

describe('API key format', () => {
  it('formats and parses stk_<prefix>_<secret>', () => {
    const key = formatApiKey(prefix, secret);
    expect(key).toBe(`stk_${prefix}_${secret}`);
    expect(isApiKeyToken(key)).toBe(true);
    expect(parseApiKey(key)).toEqual({ prefix, secret });
  });

  it('refuses anything else, a session token included', () => {
    expect(isApiKeyToken('eyJhbGciOiJIUzI1NiJ9.x.y')).toBe(false);
    for (const bad of [
      `stk_${prefix}_${secret.slice(1)}`,
      `stk_${prefix.toUpperCase()}_${secret}`,
      `stk_${prefix}${secret}`,
      `stk_${prefix}_${secret} `,
      'stk_',
    ])
      expect(parseApiKey(bad), bad).toBeNull();
  });
});

describe('API key status', () => {
  const future = new Date(now.getTime() + 1000);
  it('is active until it expires, expired at its expiry, revoked whatever its expiry', () => {
    expect(getApiKeyStatus({ expiresAt: future, revokedAt: null }, now)).toBe('active');
    expect(getApiKeyStatus({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(getApiKeyStatus({ expiresAt: future.toISOString(), revokedAt: now }, now)).toBe(
      'revoked',
    );
    expect(isApiKeyUsable({ expiresAt: future, revokedAt: null }, now)).toBe(true);
    expect(isApiKeyUsable({ expiresAt: future, revokedAt: now }, now)).toBe(false);
  });

  it('expires whole days after creation', () => {
    expect(getApiKeyExpiry(now, 30).toISOString()).toBe('2026-05-31T12:00:00.000Z');
  });
});

describe('API key roles and reads', () => {
  it('acts as the role it names; ReadOnly as the least privileged one', () => {
    expect(getApiKeyActorRole('Sales')).toBe('Sales');
    expect(getApiKeyActorRole('Recruiter')).toBe('Recruiter');
    expect(getApiKeyActorRole('ReadOnly')).toBe('Recruiter');
  });

  it('counts GET and HEAD as reads, every other method as a write', () => {
    expect(isReadMethod('GET')).toBe(true);
    expect(isReadMethod('HEAD')).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(isReadMethod(method)).toBe(false);
  });

  it('touches last_used_at at most once a minute', () => {
    expect(shouldTouchLastUsed(null, now)).toBe(true);
    expect(shouldTouchLastUsed(new Date(now.getTime() - 59_000), now)).toBe(false);
    expect(shouldTouchLastUsed(new Date(now.getTime() - 60_000), now)).toBe(true);
  });
});

describe('ZCreateApiKey', () => {
  it('requires a name, one of the three roles and an expiry of 1 to 365 days', () => {
    expect(ZCreateApiKey.parse({ name: ' Zapier ', role: 'ReadOnly', expiresInDays: 90 })).toEqual({
      name: 'Zapier',
      role: 'ReadOnly',
      expiresInDays: 90,
    });
    expect(
      ZCreateApiKey.safeParse({ name: 'Zapier', role: 'Admin', expiresInDays: 90 }).success,
    ).toBe(false);
    for (const expiresInDays of [0, 366, 1.5, null, undefined])
      expect(
        ZCreateApiKey.safeParse({ name: 'Zapier', role: 'Sales', expiresInDays }).success,
        String(expiresInDays),
      ).toBe(false);
  });
});
