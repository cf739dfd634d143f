import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { pairColumns } from './candidates.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** A candidate someone hid from a need's matches, with the reason, kept (docs/pool-and-matches.md). */
export const needMatchDismissals = pgTable(
  'need_match_dismissals',
  {
    ...pairColumns(),
    reason: text('reason').notNull(),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.needId, t.candidateId] }),
    index('need_match_dismissals_candidate_idx').on(t.candidateId),
  ],
);
