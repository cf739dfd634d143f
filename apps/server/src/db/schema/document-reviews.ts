import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * What a review read from a document (its text and analysis), by the SHA-256 of the file's bytes
 * and the kind it was read as, for a short while: the upload that follows the review reuses it
 * rather than reading and analysing the same bytes again. A table, not memory, so it survives a
 * restart and every instance on the database sees it.
 */
export const documentReviews = pgTable(
  'document_reviews',
  {
    sha256: text('sha256').notNull(),
    /** 'jd' or 'cv': what the document was read as. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    analysis: jsonb('analysis').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.kind] })],
);
