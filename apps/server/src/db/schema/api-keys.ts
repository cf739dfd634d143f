import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ownerUuid, ts } from './columns.ts';
import { users } from './users.ts';

/**
 * An integration's key. The secret is random and high-entropy, so a plain SHA-256 of it is
 * enough (no slow password hash); the prefix finds the row, the hash is compared in constant
 * time. Each key owns a service user (`users.kind = 'api_key'`, same name) that its writes are
 * recorded under, so every created_by and audit row keeps pointing at a user.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    /** Sales, Recruiter or ReadOnly. */
    role: text('role').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    userId: ownerUuid('user_id', () => users.id),
    expiresAt: ts('expires_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_idx').on(t.prefix),
    uniqueIndex('api_keys_user_idx').on(t.userId),
    // Two live keys with one name could not be told apart in the audit.
    uniqueIndex('api_keys_active_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);
