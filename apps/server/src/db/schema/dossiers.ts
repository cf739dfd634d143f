import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TDossierContent } from '@staffing/domain';
import { candidates } from './candidates.ts';
import { id, ownerUuid, updatedAt, version, createdAt } from './columns.ts';
import { needs } from './needs.ts';
import { users } from './users.ts';

/**
 * The dossier de compétences a person edited for a candidate (tailored to a need or not, in one
 * language): regeneration starts from these edits, never from the record again.
 */
export const dossiers = pgTable(
  'dossiers',
  {
    id: id(),
    candidateId: ownerUuid('candidate_id', () => candidates.id),
    needId: uuid('need_id').references(() => needs.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    content: jsonb('content').$type<TDossierContent>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One draft per candidate, need (or none) and language.
    uniqueIndex('dossiers_candidate_need_language_idx').on(
      t.candidateId,
      sql`coalesce(${t.needId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.language,
    ),
  ],
);
