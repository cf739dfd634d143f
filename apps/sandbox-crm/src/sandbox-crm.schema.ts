import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

/**
 * Records of the embedded sandbox CRM: one row per CRM record, its fields by API name. The
 * External ID (External_Key__c) is unique per object, as a Salesforce External ID marked Unique
 * is; a record made without one (a plain create) has none.
 */
export const crmSandboxRecords = pgTable(
  'crm_sandbox_records',
  {
    /** A Salesforce-like 18-character id. */
    id: text('id').primaryKey(),
    object: text('object').notNull(),
    externalKey: text('external_key'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('crm_sandbox_records_object_key_idx').on(t.object, t.externalKey),
    index('crm_sandbox_records_object_idx').on(t.object, t.createdAt),
    index('crm_sandbox_records_name_idx').on(t.object, sql`(${t.fields}->>'Name')`),
  ],
);

/**
 * Credentials the sandbox CRM handed out, by the SHA-256 of their value: API access and refresh
 * tokens, browser sessions (`pending` until the verification code is given) and remembered
 * devices (the long-lived cookie that skips the verification next time).
 */
export const crmSandboxSessions = pgTable(
  'crm_sandbox_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'api' | 'refresh' | 'browser' | 'pending' | 'device'>().notNull(),
    username: text('username').notNull(),
    /** Wrong verification codes given on a pending session. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('crm_sandbox_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Sandbox settings kept in the database so every process agrees: the 'slow saves' fault (the
 * next `saveDelayCount` writes each wait `saveDelayMs`) and the API calls counted for the
 * Sforce-Limit-Info header.
 */
export const crmSandboxSettings = pgTable('crm_sandbox_settings', {
  id: text('id').primaryKey(),
  saveDelayMs: integer('save_delay_ms').notNull().default(0),
  saveDelayCount: integer('save_delay_count').notNull().default(0),
  apiUsage: integer('api_usage').notNull().default(0),
  updatedAt: updatedAt(),
});
