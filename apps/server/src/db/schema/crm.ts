import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Records of the built-in sandbox CRM connector: one row per CRM object, upserted by its
 * external key (`<workflowRequestId>:<action>`) as Salesforce upserts on a unique External ID.
 */
export const crmSandboxRecords = pgTable(
  'crm_sandbox_records',
  {
    /** A Salesforce-like 18-character id. */
    id: text('id').primaryKey(),
    object: text('object').notNull(),
    externalKey: text('external_key').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('crm_sandbox_records_external_key_idx').on(t.externalKey)],
);
