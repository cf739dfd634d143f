import { sql } from 'drizzle-orm';
import { UUID_PATTERN_SOURCE, type TNeedConsultant } from '@staffing/domain';
import { needCandidates, needReadColumns, needs, users } from '../../db/schema/index.ts';

/** A need as reads select it (`needReadColumns`: no search text). */
export type TNeedRow = Omit<typeof needs.$inferSelect, 'searchText'>;
export type TNeedInsert = typeof needs.$inferInsert;
/**
 * A need with the ids of its linked candidates and its consultants' names, read in the same
 * statement as the need (correlated subqueries: one statement per page, none per row).
 */
export type TNeedRecord = TNeedRow & { candidateIds: string[]; consultantUsers: TNeedConsultant[] };

/** The columns the needs export prints (the domain's TNeedsCsvRow), and nothing it does not. */
export const needCsvColumns = {
  id: needs.id,
  title: needs.title,
  client: needs.client,
  priority: needs.priority,
  column: needs.column,
  consultants: needs.consultants,
  quantity: needs.quantity,
  tjm: needs.tjm,
  orderClients: needs.orderClients,
  orderClientsEmail: needs.orderClientsEmail,
  jdAnalysisStatus: needs.jdAnalysisStatus,
  jdRequiredSkills: needs.jdRequiredSkills,
  createdAt: needs.createdAt,
  updatedAt: needs.updatedAt,
};
export type TNeedCsvRecord = Pick<TNeedRow, keyof typeof needCsvColumns>;

/** The UUID pattern of the domain's isUuid, for PostgreSQL's case-insensitive `~*`. */
const UUID_SQL_PATTERN = UUID_PATTERN_SOURCE;

/** The ids of the need's linked candidates, in link order (the primary key serves the lookup). */
const candidateIdsSql = sql<string[]>`coalesce((
  SELECT json_agg(nc.candidate_id::text ORDER BY nc.created_at, nc.candidate_id)
  FROM ${needCandidates} nc WHERE nc.need_id = ${needs.id}), '[]'::json)`;

/**
 * The need's consultants that are users, in the need's order. Imported data may hold ids that are
 * not UUIDs: they name nobody, and the CASE keeps them from breaking the cast.
 */
const consultantUsersSql = sql<TNeedConsultant[]>`coalesce((
  SELECT json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) ORDER BY c.ord)
  FROM jsonb_array_elements_text(${needs.consultants}) WITH ORDINALITY AS c(value, ord)
  JOIN ${users} u ON u.id = (CASE WHEN c.value ~* ${UUID_SQL_PATTERN} THEN c.value::uuid END)
  ), '[]'::json)`;

/** A need row with its candidate ids and consultants (TNeedRecord), in one select. */
export const needRecord = {
  ...needReadColumns,
  candidateIds: candidateIdsSql,
  consultantUsers: consultantUsersSql,
};
/** The same, named for a WITH query that is selected from (a write's RETURNING). */
export const needRecordAliased = {
  ...needReadColumns,
  candidateIds: candidateIdsSql.as('candidate_ids'),
  consultantUsers: consultantUsersSql.as('consultant_users'),
};
