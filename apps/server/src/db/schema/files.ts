import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Every object the server put in storage, with the record that owns it. Downloads and deletes
 * find a file through its owner here, never through a key a client sent or a column a client can
 * write, so a key copied onto another record reaches nothing.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    /** 'need' or 'candidate'. */
    ownerType: text('owner_type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    /** 'jd' (job description), 'jd_analysis' (its analysis JSON) or 'cv'. */
    kind: text('kind').notNull(),
    filename: text('filename'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerType, t.ownerId, t.kind)],
);
