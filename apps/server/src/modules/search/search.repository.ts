import { sql, type SQL } from 'drizzle-orm';
import {
  foldSearchText,
  SEARCH_FOLD_SQL,
  type TSearchCandidate,
  type TSearchClient,
  type TSearchNeed,
  type TSearchResults,
  type TSearchUser,
} from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { candidates, needs, users } from '../../db/schema/index.ts';

export type TSearchScope = { candidates: boolean; users: boolean };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);
/** A column folded like the `search_text` columns (lower case, no accents), for a field alone. */
const fold = (expr: SQL) =>
  sql`translate(${expr}, ${literal(SEARCH_FOLD_SQL.from)}, ${literal(SEARCH_FOLD_SQL.to)})`;
const EMPTY = sql`'[]'::json`;

/**
 * The palette's results in one statement: each kind is a subquery aggregated to JSON, so a search
 * costs one round trip whatever the number of rows. Needs and candidates match on their folded
 * `search_text` (the lists' trigram indexes); a need whose title starts with the text ranks first,
 * then one whose title holds it (before a match in the client or description), then the most
 * recently updated; candidates and users likewise by name. Clients are the distinct client names of needs.
 */
export function createSearchRepository(db: TExecutor) {
  return {
    async search(
      text: string,
      limit: number,
      scope: TSearchScope,
      tx: TExecutor = db,
    ): Promise<TSearchResults> {
      const folded = escapeLike(foldSearchText(text));
      const contains = `%${folded}%`;
      const starts = `${folded}%`;
      const needRows = sql`(SELECT coalesce(json_agg(json_build_object(
          'id', n.id, 'title', n.title, 'client', n.client, 'column', n."column",
          'priority', n.priority)), ${EMPTY})
        FROM (SELECT ${needs.id} AS id, ${needs.title} AS title, ${needs.client} AS client,
            ${needs.column} AS "column", ${needs.priority} AS priority
          FROM ${needs} WHERE ${needs.searchText} LIKE ${contains}
          ORDER BY (${fold(sql`${needs.title}`)} LIKE ${starts}) DESC,
            (${fold(sql`${needs.title}`)} LIKE ${contains}) DESC, ${needs.updatedAt} DESC,
            ${needs.id} LIMIT ${limit}) n)`;
      const candidateRows = scope.candidates
        ? sql`(SELECT coalesce(json_agg(json_build_object(
            'id', c.id, 'name', c.name, 'email', c.email, 'cvRole', c.cv_role)), ${EMPTY})
          FROM (SELECT ${candidates.id} AS id, ${candidates.name} AS name,
              ${candidates.email} AS email, ${candidates.cvRole} AS cv_role
            FROM ${candidates} WHERE ${candidates.searchText} LIKE ${contains}
            ORDER BY (${fold(sql`${candidates.name}`)} LIKE ${starts}) DESC,
              ${candidates.updatedAt} DESC, ${candidates.id} LIMIT ${limit}) c)`
        : EMPTY;
      // The folded search text narrows through its index; the client name itself must match.
      const clientRows = sql`(SELECT coalesce(json_agg(json_build_object(
          'name', k.name, 'needCount', k.need_count)), ${EMPTY})
        FROM (SELECT ${needs.client} AS name, count(*)::int AS need_count
          FROM ${needs}
          WHERE ${needs.searchText} LIKE ${contains} AND ${fold(sql`${needs.client}`)} LIKE ${contains}
          GROUP BY ${needs.client}
          ORDER BY (${fold(sql`${needs.client}`)} LIKE ${starts}) DESC, count(*) DESC,
            ${needs.client} LIMIT ${limit}) k)`;
      const userRows = scope.users
        ? sql`(SELECT coalesce(json_agg(json_build_object(
            'id', u.id, 'name', u.name, 'email', u.email, 'role', u.role)), ${EMPTY})
          FROM (SELECT ${users.id} AS id, ${users.name} AS name, ${users.email} AS email,
              ${users.role} AS role
            FROM ${users}
            WHERE ${users.kind} = 'person'
              AND ${fold(sql`${users.name} || chr(10) || ${users.email}`)} LIKE ${contains}
            ORDER BY (${fold(sql`${users.name}`)} LIKE ${starts}) DESC, lower(${users.name}),
              ${users.id} LIMIT ${limit}) u)`
        : EMPTY;
      const result = await tx.execute(
        sql`SELECT ${needRows} AS needs, ${candidateRows} AS candidates, ${clientRows} AS clients,
          ${userRows} AS users`,
      );
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
      const parse = <T>(value: unknown): T[] =>
        (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
      return {
        needs: parse<TSearchNeed>(row.needs),
        candidates: parse<TSearchCandidate>(row.candidates),
        clients: parse<TSearchClient>(row.clients),
        users: parse<TSearchUser>(row.users),
      };
    },
  };
}
