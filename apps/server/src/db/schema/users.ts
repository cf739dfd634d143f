import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ownerUuid, serialId, ts, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /**
     * 'person', or 'api_key' for the service user of an integration's key: it cannot sign in
     * and is never listed, counted or offered as a consultant.
     */
    kind: text('kind').notNull().default('person'),
    avatarUrl: text('avatar_url'),
    /** The interface language the user chose ('en' or 'fr'); null follows the browser. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
  ],
);

/** One signed-in device: the refresh-token family, its id is the access token's `sid` claim. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: ownerUuid('user_id', () => users.id),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: ownerUuid('user_id', () => users.id),
    /** Every rotation stays in one family, so reuse of an old token can revoke them all. */
    familyId: ownerUuid('family_id', () => authSessions.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    rotatedAt: ts('rotated_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Login attempts of the last minutes, shared by every server process: the per-address and
 * global limits count them. A successful or refused attempt removes its row again.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serialId(),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_created_idx').on(t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

/** Per-account back-off: consecutive failures of one e-mail (existing or not). */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: ts('blocked_until').notNull().defaultNow(),
  updatedAt: updatedAt(),
});
