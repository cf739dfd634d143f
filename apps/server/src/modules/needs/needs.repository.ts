import { and, asc, count, eq, inArray, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import {
  foldSearchText,
  isUuid,
  NEED_COLUMNS,
  PRIORITIES,
  UUID_PATTERN_SOURCE,
  type NEED_SORT_FIELDS,
  type TNeedColumn,
  type TNeedConsultant,
} from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { needScopeSql } from '../../db/rule-sql.ts';
import { withCompiledRowMapper } from '../../db/compiled-row-mapper.ts';
import { auditChangesJson, auditInsertFor, type TAuditEntry } from '../../lib/audit.ts';
import {
  candidates,
  needCandidates,
  needReadColumns,
  needs,
  users,
} from '../../db/schema/index.ts';

/** A need as reads select it (`needReadColumns`: no search text). */
export type TNeedRow = Omit<typeof needs.$inferSelect, 'searchText'>;
export type TNeedInsert = typeof needs.$inferInsert;
/**
 * A need with the ids of its linked candidates and its consultants' names, read in the same
 * statement as the need (correlated subqueries: one statement per page, none per row).
 */
export type TNeedRecord = TNeedRow & { candidateIds: string[]; consultantUsers: TNeedConsultant[] };

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

export type TNeedSort = { sortBy: TNeedSortField; sortOrder: 'asc' | 'desc' };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function buildWhere(filter: TNeedFilter): SQL | undefined {
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
const needRecord = {
  ...needReadColumns,
  candidateIds: candidateIdsSql,
  consultantUsers: consultantUsersSql,
};
/** The same, named for a WITH query that is selected from. */
const needRecordAliased = {
  ...needReadColumns,
  candidateIds: candidateIdsSql.as('candidate_ids'),
  consultantUsers: consultantUsersSql.as('consultant_users'),
};

/** Export filters whose batch statement is prepared; the rare others are built each time. */
const MAX_PREPARED_EXPORTS = 16;
/** Below every id: the first export batch starts after it (and after -infinity). */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * An export batch: the needs after the keyset cursor in creation order. The cursor keeps the
 * database's own timestamp text (microseconds), which a JavaScript Date would round to
 * milliseconds.
 */
function exportBatchSelect(
  tx: TExecutor,
  filter: TNeedFilter,
  after: { createdAt: unknown; id: unknown } | null,
) {
  const keyset = after
    ? sql`(${needs.createdAt}, ${needs.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return tx
    .select({ need: needRecord, createdAtText: sql<string>`${needs.createdAt}::text` })
    .from(needs)
    .where(and(buildWhere(filter), keyset))
    .orderBy(asc(needs.createdAt), asc(needs.id));
}

const exportBatchQuery = (
  tx: TExecutor,
  filter: TNeedFilter,
  cursor: TNeedCursor | null,
  limit: number,
) => exportBatchSelect(tx, filter, cursor).limit(limit);

/** Distinct sets of fields whose update is prepared; the rare others are built each time. */
const MAX_PREPARED_UPDATES = 64;

/**
 * Statements prepared on demand, one per key (named `<prefix>_<n>`), at most `max` of them: past
 * that, `get` answers undefined and the caller builds its query each time.
 */
function preparedPerKey<TInput, TStatement>(
  max: number,
  prefix: string,
  prepare: (input: TInput, name: string) => TStatement,
) {
  const statements = new Map<string, TStatement>();
  return {
    get(key: string, input: TInput): TStatement | undefined {
      let statement = statements.get(key);
      if (!statement && statements.size < max) {
        statement = prepare(input, `${prefix}_${statements.size + 1}`);
        statements.set(key, statement);
      }
      return statement;
    },
  };
}

export function createNeedsRepository(db: TExecutor) {
  async function withCandidateIds(rows: TNeedRow[], tx: TExecutor): Promise<TNeedRecord[]> {
    if (rows.length === 0) return [];
    const links = await tx
      .select({
        needId: needCandidates.needId,
        ids: sql<
          string[]
        >`array_agg(${needCandidates.candidateId}::text ORDER BY ${needCandidates.createdAt}, ${needCandidates.candidateId})`,
      })
      .from(needCandidates)
      .where(
        inArray(
          needCandidates.needId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(needCandidates.needId);
    const byNeed = new Map(links.map((l) => [l.needId, l.ids]));
    // Imported data may hold ids that are not UUIDs: they name nobody and would break the query.
    const consultantIds = [...new Set(rows.flatMap((r) => r.consultants))].filter(isUuid);
    const people = consultantIds.length
      ? await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, consultantIds))
      : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    return rows.map((row) => ({
      ...row,
      candidateIds: byNeed.get(row.id) ?? [],
      consultantUsers: row.consultants.flatMap((id) => byId.get(id) ?? []),
    }));
  }

  /** A need by id through a statement built once and prepared once per connection. */
  function prepareSelectById<T extends typeof needRecord | typeof needReadColumns>(
    selection: T,
    name: string,
  ) {
    return withCompiledRowMapper(
      db
        .select(selection)
        .from(needs)
        .where(eq(needs.id, sql.placeholder('id')))
        .prepare(name),
    );
  }

  // A need by id is the most frequent read: its statement is built once (drizzle's query building
  // was a tenth of the read's CPU) and prepared once per connection by the database.
  let byIdStatement: ReturnType<typeof prepareSelectById<typeof needRecord>> | undefined;

  // A route's write to a need sets a few fields, mostly the same few: its statement is built and
  // prepared once per set of fields (drizzle's building of this statement, and the database's
  // parsing and planning of it, were most of a PATCH's time after the round trips).
  function prepareGuardedUpdate(columns: readonly (keyof TNeedInsert)[], name: string) {
    // drizzle binds a placeholder in `set` to its column's encoder, though its types say otherwise.
    const set = Object.fromEntries([
      ...columns.map((c) => [c, sql.placeholder(`set_${c}`)]),
      ['updatedAt', sql.placeholder('updatedAt')],
    ]) as Partial<TNeedInsert>;
    const updated = db.$with('updated').as(
      db
        .update(needs)
        .set({ ...set, version: sql`${needs.version} + 1` })
        .where(
          and(eq(needs.id, sql.placeholder('id')), eq(needs.version, sql.placeholder('version'))),
        )
        .returning(needRecordAliased),
    );
    const audited = db.$with('audited', { id: sql<number>`id` }).as(
      auditInsertFor(
        {
          entityType: 'need',
          entityId: sql.placeholder('id'),
          action: sql.placeholder('action'),
          actorId: sql.placeholder('actorId'),
          changesJson: sql.placeholder('changes'),
        },
        sql`${updated}`,
      ),
    );
    return withCompiledRowMapper(db.with(updated, audited).select().from(updated).prepare(name));
  }
  const guardedUpdates = preparedPerKey(MAX_PREPARED_UPDATES, 'need_update', prepareGuardedUpdate);

  // An export reads hundreds of batches with one filter: its statement is built and prepared once
  // per filter, its rows mapped by a compiled mapper (the export's wall time).
  function prepareExportBatch(filter: TNeedFilter, name: string) {
    return withCompiledRowMapper(
      exportBatchSelect(db, filter, {
        createdAt: sql.placeholder('afterAt'),
        id: sql.placeholder('afterId'),
      })
        .limit(sql.placeholder('limit'))
        .prepare(name),
    );
  }
  const exportBatches = preparedPerKey(
    MAX_PREPARED_EXPORTS,
    'need_export_batch',
    prepareExportBatch,
  );

  // A route's write reads its need first, unlocked (see `update`'s `expectedVersion`).
  let forChangeStatement: ReturnType<typeof prepareSelectById<typeof needReadColumns>> | undefined;

  return {
    withCandidateIds,

    async findById(id: string, tx: TExecutor = db): Promise<TNeedRecord | undefined> {
      if (tx !== db) {
        const [row] = await tx.select(needRecord).from(needs).where(eq(needs.id, id));
        return row;
      }
      byIdStatement ??= prepareSelectById(needRecord, 'need_by_id');
      const [row] = (await byIdStatement.execute({ id })) as TNeedRecord[];
      return row;
    },

    /** The need as a write starts from, without a lock: its update then names the version it read. */
    async findForChange(id: string): Promise<TNeedRow | undefined> {
      forChangeStatement ??= prepareSelectById(needReadColumns, 'need_for_change');
      const [row] = (await forChangeStatement.execute({ id })) as TNeedRow[];
      return row;
    },

    /** Locks the row for the rest of the transaction, so concurrent writes apply one after the other. */
    async findForUpdate(id: string, tx: TExecutor): Promise<TNeedRow | undefined> {
      const [row] = await tx
        .select(needReadColumns)
        .from(needs)
        .where(eq(needs.id, id))
        .for('update');
      return row;
    },

    /** One page of needs (with its candidates and consultants): an index range, not a scan. */
    async page(
      filter: TNeedFilter,
      sort: TNeedSort,
      page: { page: number; size: number },
      tx: TExecutor = db,
    ): Promise<TNeedRecord[]> {
      return tx
        .select(needRecord)
        .from(needs)
        .where(buildWhere(filter))
        .orderBy(...buildOrder(sort))
        .limit(page.size)
        .offset((page.page - 1) * page.size);
    },

    /** How many needs the filter matches. */
    async count(filter: TNeedFilter, tx: TExecutor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(needs).where(buildWhere(filter));
      return row?.n ?? 0;
    },

    /**
     * One batch of an export in creation order, after the keyset cursor of the previous batch,
     * so that no batch re-reads earlier rows. The cursor keeps the database's own timestamp text
     * (microseconds), which a JavaScript Date would round to milliseconds.
     */
    async listBatch(
      filter: TNeedFilter,
      cursor: TNeedCursor | null,
      limit: number,
      tx: TExecutor = db,
    ): Promise<{ rows: TNeedRecord[]; next: TNeedCursor | null }> {
      const statement = tx === db ? exportBatches.get(JSON.stringify(filter), filter) : undefined;
      const found = statement
        ? ((await statement.execute({
            afterAt: cursor?.createdAt ?? '-infinity',
            afterId: cursor?.id ?? NO_ID,
            limit,
          })) as { need: TNeedRecord; createdAtText: string }[])
        : await exportBatchQuery(tx, filter, cursor, limit);
      const last = found[found.length - 1];
      return {
        rows: found.map((f) => f.need),
        next:
          last && found.length === limit
            ? { createdAt: last.createdAtText, id: last.need.id }
            : null,
      };
    },

    async uniqueClients(tx: TExecutor = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ client: sql<string>`btrim(${needs.client})` })
        .from(needs)
        .where(and(isNotNull(needs.client), sql`btrim(${needs.client}) <> ''`))
        .orderBy(sql`btrim(${needs.client})`);
      return rows.map((r) => r.client);
    },

    async insert(values: TNeedInsert, tx: TExecutor = db): Promise<TNeedRow> {
      const [row] = await tx.insert(needs).values(values).returning(needReadColumns);
      return row!;
    },

    /**
     * Writes the changes, bumping version and updatedAt, with their audit record, and returns the
     * need as reads see it (with its candidate ids and consultants): one statement where a write
     * used to take four round trips (the PATCH → need_updated figure). With `expectedVersion`, only
     * while the need is still at that version: undefined (and no audit record) once another write
     * came first, or the need is gone.
     */
    async update(
      id: string,
      values: Partial<TNeedInsert>,
      audit: TAuditEntry,
      tx: TExecutor = db,
      expectedVersion?: number,
    ): Promise<TNeedRecord | undefined> {
      if (tx === db && expectedVersion !== undefined) {
        const columns = Object.keys(values) as (keyof TNeedInsert)[];
        const statement = guardedUpdates.get([...columns].sort().join(','), columns);
        if (statement) {
          const [row] = (await statement.execute({
            ...Object.fromEntries(Object.entries(values).map(([c, v]) => [`set_${c}`, v])),
            id,
            version: expectedVersion,
            updatedAt: new Date(),
            action: audit.action,
            actorId: audit.actorId,
            changes: auditChangesJson(audit.changes),
          })) as TNeedRecord[];
          return row;
        }
      }
      const updated = tx.$with('updated').as(
        tx
          .update(needs)
          .set({ ...values, version: sql`${needs.version} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(needs.id, id),
              expectedVersion === undefined ? undefined : eq(needs.version, expectedVersion),
            ),
          )
          .returning(needRecordAliased),
      );
      // A data-modifying WITH runs once whether or not the outer select reads it.
      const audited = tx
        .$with('audited', { id: sql<number>`id` })
        .as(
          auditInsertFor(
            { ...audit, changesJson: auditChangesJson(audit.changes) },
            sql`${updated}`,
          ),
        );
      const [row] = await tx.with(updated, audited).select().from(updated);
      return row as TNeedRecord | undefined;
    },

    async delete(id: string, tx: TExecutor = db): Promise<TNeedRow | undefined> {
      const [row] = await tx.delete(needs).where(eq(needs.id, id)).returning();
      return row;
    },

    /** Links the candidates of a new need that exist; unknown ids are ignored. */
    async linkExistingCandidates(
      needId: string,
      candidateIds: string[],
      tx: TExecutor = db,
    ): Promise<void> {
      if (candidateIds.length === 0) return;
      const existing = await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(inArray(candidates.id, candidateIds));
      if (existing.length === 0) return;
      await tx
        .insert(needCandidates)
        .values(existing.map((c) => ({ needId, candidateId: c.id })))
        .onConflictDoNothing();
    },

    /** Which of these ids are Sales people (the only users a need may name as consultants; never an API key). */
    async salesUserIds(ids: readonly string[], tx: TExecutor = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...ids]), eq(users.role, 'Sales'), eq(users.kind, 'person')));
      return new Set(rows.map((r) => r.id));
    },

    /** Names of every user by id: the staff list is small, so one query serves a whole export. */
    async userNames(tx: TExecutor = db): Promise<Map<string, string>> {
      const rows = await tx.select({ id: users.id, name: users.name }).from(users);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type TNeedsRepository = ReturnType<typeof createNeedsRepository>;
