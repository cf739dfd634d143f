import { and, asc, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  foldSearchText,
  NEED_COLUMNS,
  PRIORITIES,
  type NEED_SORT_FIELDS,
  type TNeedColumn,
} from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { needScopeSql } from '../../db/rule-sql.ts';
import { needs } from '../../db/schema/index.ts';
import { needCsvColumns } from './need-record.sql.ts';

export type TNeedSortField = (typeof NEED_SORT_FIELDS)[number];
export type TNeedScope = 'active' | 'finished' | 'all';

export type TNeedFilter = {
  search?: string;
  priorities?: string[];
  clients?: string[];
  columns?: TNeedColumn[];
  consultant?: string;
  scope: TNeedScope;
};

/** Where the next export batch starts: the last row's creation time (as the database wrote it) and id. */
export type TNeedCursor = { createdAt: string; id: string };

/** A list's or an export's query as the repository filters on it (statuses are board columns). */
export function needFilterOf(query: {
  search?: string;
  priorities?: string[];
  clients?: string[];
  statuses?: TNeedColumn[];
  consultant?: string;
  scope: TNeedScope;
}): TNeedFilter {
  return {
    search: query.search,
    priorities: query.priorities,
    clients: query.clients,
    columns: query.statuses,
    consultant: query.consultant,
    scope: query.scope,
  };
}

export type TNeedSort = { sortBy: TNeedSortField; sortOrder: 'asc' | 'desc' };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a needs list, a count or an export. */
export function buildWhere(filter: TNeedFilter): SQL | undefined {
  const parts: SQL[] = [];
  // Title, client or description, ignoring case and accents (the folded column).
  const search = filter.search ? foldSearchText(filter.search.trim()) : '';
  if (search) parts.push(like(needs.searchText, `%${escapeLike(search)}%`));
  if (filter.priorities?.length) parts.push(inArray(needs.priority, filter.priorities));
  if (filter.clients?.length) parts.push(inArray(needs.client, filter.clients));
  if (filter.columns?.length) parts.push(inArray(needs.column, filter.columns));
  // Containment uses the GIN index on consultants: any of the need's consultants matches.
  if (filter.consultant)
    parts.push(sql`${needs.consultants} @> ${JSON.stringify([filter.consultant])}::jsonb`);
  parts.push(...needScopeSql(needs.column, filter.scope));
  return parts.length ? and(...parts) : undefined;
}

/**
 * A rank of fixed values (board order, priorities) as constant SQL: bound parameters would make
 * each statement's expression differ from the index built on it (migration 0014), so the values
 * are written into the text. They come from the domain's lists, never from a request, and are
 * checked to be plain identifiers all the same.
 */
const caseRank = (expr: SQL, values: readonly string[]) => {
  const whens = values.map((v, i) => {
    if (!/^[A-Z0-9_]+$/.test(v)) throw new Error(`Not a rank value: ${v}`);
    return `WHEN '${v}' THEN ${i + 1}`;
  });
  return sql`(CASE ${expr} ${sql.raw(whens.join(' '))} ELSE 99 END)`;
};

/** P1 < P2 < P3 numerically; P4 exists in imported data (docs/decisions/0002-priorities.md); unknown values last. */
const PRIORITY_RANK = [...PRIORITIES, 'P4'];

function sortExpression(field: TNeedSortField): SQL {
  switch (field) {
    case 'title':
      return sql`lower(${needs.title})`;
    case 'client':
      return sql`lower(${needs.client})`;
    case 'priority':
      return caseRank(sql`${needs.priority}`, PRIORITY_RANK);
    // Columns sort in board order, not alphabetically.
    case 'column':
    case 'status':
      return caseRank(sql`${needs.column}`, NEED_COLUMNS);
    case 'quantity':
      return sql`${needs.quantity}`;
    case 'tjm':
      return sql`${needs.tjm}`;
    case 'progressPct':
      return sql`${needs.progressPct}`;
    case 'createdAt':
      return sql`${needs.createdAt}`;
    case 'updatedAt':
      return sql`${needs.updatedAt}`;
  }
}

/** The ORDER BY of a needs page (exported for the test that checks its index is used). */
export function buildOrder(sort: TNeedSort): SQL[] {
  const dir = sort.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
  const order = [sql`${sortExpression(sort.sortBy)} ${dir} NULLS LAST`];
  if (sort.sortBy !== 'title') order.push(sql`lower(${needs.title}) ASC`);
  order.push(asc(needs.id));
  return order;
}

/**
 * An export batch: the printed columns of the needs after the keyset cursor in creation order. The cursor keeps the
 * database's own timestamp text (microseconds), which a JavaScript Date would round to
 * milliseconds.
 */
export function exportBatchSelect(
  tx: TExecutor,
  filter: TNeedFilter,
  after: { createdAt: unknown; id: unknown } | null,
) {
  const keyset = after
    ? sql`(${needs.createdAt}, ${needs.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return tx
    .select({ need: needCsvColumns, createdAtText: sql<string>`${needs.createdAt}::text` })
    .from(needs)
    .where(and(buildWhere(filter), keyset))
    .orderBy(asc(needs.createdAt), asc(needs.id));
}
