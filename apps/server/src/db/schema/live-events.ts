import { index, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';

/**
 * Live events too large for a NOTIFY payload (8000 bytes): the sender stores the event here and
 * notifies its id; every listening process reads it back. Rows are pruned after a few minutes.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: serialId(),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_created_at_idx').on(t.createdAt)],
);
