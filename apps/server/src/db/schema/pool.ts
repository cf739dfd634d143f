import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { candidates, pairColumns, pairKeys } from './candidates.ts';
import { createdAt, ownerUuid } from './columns.ts';
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
  pairKeys('need_match_dismissals'),
);

/**
 * The skill keys of each candidate (its skills and its CV's hard skills, vocabulary synonyms and
 * French labels folded), kept on every write by the candidates repository: the matches'
 * prefilter reads this narrow table through its GIN index rather than the wide candidates rows.
 */
export const candidateSkillKeys = pgTable(
  'candidate_skill_keys',
  {
    candidateId: ownerUuid('candidate_id', () => candidates.id).primaryKey(),
    skillKeys: text('skill_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('candidate_skill_keys_gin_idx').using('gin', t.skillKeys)],
);
