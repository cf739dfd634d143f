import type { TRole } from '../users/user.schema.ts';
import type { TApiKeyRole, TApiKeyStatus } from './api-key.schema.ts';

/** Every key starts so, which secret scanners (and people) recognise. */
export const API_KEY_TOKEN_PREFIX = 'stk_';
/** `stk_` + 12 hex characters naming the key + `_` + 64 hex characters of secret. */
const API_KEY_PATTERN = /^stk_([0-9a-f]{12})_([0-9a-f]{64})$/;

/** A bearer token that claims to be an API key (rather than a person's session token). */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_TOKEN_PREFIX);
}

export function formatApiKey(prefix: string, secret: string): string {
  return `${API_KEY_TOKEN_PREFIX}${prefix}_${secret}`;
}

/** The prefix and secret of a well-formed key, or null. */
export function parseApiKey(token: string): { prefix: string; secret: string } | null {
  const match = API_KEY_PATTERN.exec(token);
  return match ? { prefix: match[1]!, secret: match[2]! } : null;
}

/** What the list shows to recognise a key without revealing it. */
export function displayApiKeyPrefix(prefix: string): string {
  return `${API_KEY_TOKEN_PREFIX}${prefix}`;
}

type TKeyDates = { expiresAt: Date | string; revokedAt: Date | string | null };

/** Revoked wins over expired: it is what an Admin did on purpose. */
export function getApiKeyStatus(key: TKeyDates, now: Date): TApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  return new Date(key.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

export function isApiKeyUsable(key: TKeyDates, now: Date): boolean {
  return getApiKeyStatus(key, now) === 'active';
}

/** The person role a key acts as; a ReadOnly key also has every write refused. */
export function getApiKeyActorRole(role: TApiKeyRole): TRole {
  return role === 'ReadOnly' ? 'Recruiter' : role;
}

export function isApiKeyReadOnly(role: TApiKeyRole): boolean {
  return role === 'ReadOnly';
}

/** Reads never change anything; every other method is a write. */
export function isReadMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** The expiry of a key created at `now` for `days` days. */
export function getApiKeyExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** last_used_at is written at most this often per key, not on every request. */
export const API_KEY_LAST_USED_PRECISION_MS = 60_000;

export function shouldTouchLastUsed(lastUsedAt: Date | null, now: Date): boolean {
  return !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= API_KEY_LAST_USED_PRECISION_MS;
}
