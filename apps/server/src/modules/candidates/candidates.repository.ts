import { and, asc, desc, eq, inArray, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { foldSearchText, type TCandidateListQuery } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { deleteById } from '../../db/row-writes.ts';
import { candidateCvFiltersSql } from '../../db/rule-sql.ts';
import { candidateSkillKeys } from './candidate-skill-keys.ts';
import { withCompiledRowMapper } from '../../db/compiled-row-mapper.ts';
import { withDuplicateKeys } from './candidate-keys.ts';
import {
  candidateReadColumns,
  candidates,
  candidateSkillKeys as candidateSkillKeysTable,
  needCandidates,
  needs,
  steps,
} from '../../db/schema/index.ts';
import {
  findNeedProgress,
  LATEST_STEP_WINDOW_ORDER,
  pickRankedStep,
  stepColumns,
  type TStepRow,
} from '../steps/steps.repository.ts';

/** A candidate as reads select it (`candidateReadColumns`: no search text). */
export type TCandidateRow = Omit<typeof candidates.$inferSelect, 'searchText'>;
export type TCandidateInsert = typeof candidates.$inferInsert;
export type TNeedLinkRow = {
  candidateId: string;
  needId: string;
  title: string;
  client: string;
  priority: string;
  column: string;
  status: string;
};

/** The matches' prefilter reads these keys (candidate_skill_keys): kept with the skills they come from. */
async function writeSkillKeys(tx: TExecutor, row: TCandidateRow) {
  const skillKeys = candidateSkillKeys(row);
  await tx
    .insert(candidateSkillKeysTable)
    .values({ candidateId: row.id, skillKeys })
    .onConflictDoUpdate({ target: candidateSkillKeysTable.candidateId, set: { skillKeys } });
}

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name, e-mail, role, trigramme or skills, ignoring case and accents (the folded column). */
function searchFilter(search: string | undefined): SQL | undefined {
  const folded = search ? foldSearchText(search.trim()) : '';
  if (!folded) return undefined;
  return like(candidates.searchText, escapeLike(folded));
}

const SORT_COLUMNS = {
  name: { column: candidates.name, nullable: false },
  email: { column: candidates.email, nullable: true },
  createdAt: { column: candidates.createdAt, nullable: false },
  updatedAt: { column: candidates.updatedAt, nullable: false },
  relevanceScore: { column: candidates.relevanceScore, nullable: true },
} as const;

/** What the candidates page filters on (its page, size and order aside). */
export type TCandidateListFilter = Pick<
  TCandidateListQuery,
  'search' | 'status' | 'cvAnalysis' | 'availability'
>;

function listFilter(filter: TCandidateListFilter): SQL | undefined {
  const filters: SQL[] = [];
  const search = searchFilter(filter.search);
  if (search) filters.push(search);
  const hasNeeds = sql`exists (select 1 from ${needCandidates} where ${needCandidates.candidateId} = ${candidates.id})`;
  if (filter.status === 'with-needs') filters.push(hasNeeds);
  if (filter.status === 'without-needs') filters.push(sql`not ${hasNeeds}`);
  filters.push(...candidateCvFiltersSql(candidates, filter));
  return filters.length ? and(...filters) : undefined;
}

/** `column IN (...)` for a list of values, or `column = any($n::uuid[])` for a prepared statement. */
type TIdsFilter<T> = (column: Parameters<typeof inArray>[0], ids: T) => SQL;
const anyUuid: TIdsFilter<Placeholder> = (column, ids) => sql`${column} = any(${ids}::uuid[])`;

/** The candidates of several needs, each with its latest step there (see `listForNeeds`). */
function forNeedsQuery<T>(tx: TExecutor, idsIn: TIdsFilter<T>, needIds: T, withTypes: boolean) {
  const pair = sql`partition by ${steps.needId}, ${steps.candidateId}`;
  const ranked = tx
    .select({
      ...stepColumns(),
      rn: sql<number>`row_number() over (${pair} ${LATEST_STEP_WINDOW_ORDER})`.as('rn'),
      types: (withTypes
        ? sql<string[]>`array_agg(${steps.type}) over (${pair})`
        : sql<string[]>`null::text[]`
      ).as('types'),
    })
    .from(steps)
    .where(idsIn(steps.needId, needIds))
    .as('ranked');
  return tx
    .select({
      needId: needCandidates.needId,
      linkStatus: needCandidates.status,
      // The need's column: a card's follow-up flag depends on it, as the To Follow Up list does.
      needColumn: needs.column,
      candidate: candidateReadColumns,
      step: pickRankedStep(ranked),
    })
    .from(needCandidates)
    .innerJoin(candidates, eq(candidates.id, needCandidates.candidateId))
    .innerJoin(needs, eq(needs.id, needCandidates.needId))
    .leftJoin(
      ranked,
      and(
        eq(ranked.needId, needCandidates.needId),
        eq(ranked.candidateId, needCandidates.candidateId),
        eq(ranked.rn, 1),
      ),
    )
    .where(idsIn(needCandidates.needId, needIds))
    .orderBy(
      asc(needCandidates.needId),
      asc(needCandidates.createdAt),
      asc(candidates.name),
      asc(candidates.id),
    );
}
type TForNeedsRow = Awaited<ReturnType<typeof forNeedsQuery<string[]>>>[number];

function goNoGoQuery<T>(tx: TExecutor, idsIn: TIdsFilter<T>, needIds: T) {
  return tx
    .select()
    .from(steps)
    .where(and(idsIn(steps.needId, needIds), eq(steps.type, 'GO_NOGO')));
}

function needLinksQuery<T>(tx: TExecutor, idsIn: TIdsFilter<T>, candidateIds: T) {
  return tx
    .select({
      candidateId: needCandidates.candidateId,
      needId: needs.id,
      title: needs.title,
      client: needs.client,
      priority: needs.priority,
      column: needs.column,
      status: needCandidates.status,
    })
    .from(needCandidates)
    .innerJoin(needs, eq(needs.id, needCandidates.needId))
    .where(idsIn(needCandidates.candidateId, candidateIds))
    .orderBy(desc(needCandidates.createdAt), asc(needs.title));
}

export function createCandidatesRepository(db: TExecutor) {
  // The board's bulk read runs these three on every refresh: built once (drizzle's query building
  // was a tenth of a read's CPU) and prepared once per connection by the database.
  let statements: ReturnType<typeof prepare> | undefined;
  function prepare() {
    const ids = sql.placeholder('ids');
    return {
      bulk: withCompiledRowMapper(
        forNeedsQuery(db, anyUuid, ids, false).prepare('candidates_for_needs'),
      ),
      goNoGo: withCompiledRowMapper(
        goNoGoQuery(db, anyUuid, ids).prepare('go_nogo_steps_for_needs'),
      ),
      needLinks: withCompiledRowMapper(
        needLinksQuery(db, anyUuid, ids).prepare('need_links_for_candidates'),
      ),
    };
  }
  const prepared = () => (statements ??= prepare());
  return {
    async findById(id: string, tx: TExecutor = db): Promise<TCandidateRow | undefined> {
      const [row] = await tx
        .select(candidateReadColumns)
        .from(candidates)
        .where(eq(candidates.id, id));
      return row;
    },

    async findByEmail(email: string, tx: TExecutor = db): Promise<TCandidateRow | undefined> {
      const [row] = await tx
        .select(candidateReadColumns)
        .from(candidates)
        .where(sql`lower(${candidates.email}) = lower(${email.trim()})`);
      return row;
    },

    findNeed: (needId: string, tx: TExecutor = db) => findNeedProgress(tx, needId),

    async existingNeedIds(needIds: string[], tx: TExecutor = db): Promise<string[]> {
      if (needIds.length === 0) return [];
      const rows = await tx.select({ id: needs.id }).from(needs).where(inArray(needs.id, needIds));
      return rows.map((r) => r.id);
    },

    async insert(values: TCandidateInsert, tx: TExecutor = db): Promise<TCandidateRow> {
      const [row] = await tx.insert(candidates).values(withDuplicateKeys(values)).returning();
      await writeSkillKeys(tx, row!);
      return row!;
    },

    /**
     * Writes the changes and bumps the version. With `expectedVersion`, only a row still at that
     * version is written (undefined back means it was changed meanwhile, or is gone).
     */
    async update(
      id: string,
      values: Partial<TCandidateInsert>,
      expectedVersion: number | undefined,
      tx: TExecutor = db,
    ): Promise<TCandidateRow | undefined> {
      const where =
        expectedVersion === undefined
          ? eq(candidates.id, id)
          : and(eq(candidates.id, id), eq(candidates.version, expectedVersion));
      const [row] = await tx
        .update(candidates)
        .set({
          ...withDuplicateKeys(values),
          version: sql`${candidates.version} + 1`,
          updatedAt: new Date(),
        })
        .where(where)
        .returning();
      if (row && ('skills' in values || 'cvHardSkillsJson' in values))
        await writeSkillKeys(tx, row);
      return row;
    },

    async delete(id: string, tx: TExecutor = db): Promise<boolean> {
      return deleteById(tx, candidates, id);
    },

    /** One page of the list, in the asked order (the total is `count`'s). */
    async list(query: TCandidateListQuery, tx: TExecutor = db): Promise<TCandidateRow[]> {
      const { column, nullable } = SORT_COLUMNS[query.sortBy];
      const direction = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
      // Empty values go last; a column that is never empty says no more, so that its index (read
      // backwards for newest first) gives the page in order without sorting the whole table.
      const order = nullable ? sql`${column} ${direction} nulls last` : sql`${column} ${direction}`;
      return tx
        .select(candidateReadColumns)
        .from(candidates)
        .where(listFilter(query))
        .orderBy(order, asc(candidates.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
    },

    /** How many candidates the list's filters match. */
    async count(filter: TCandidateListFilter, tx: TExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(candidates)
        .where(listFilter(filter));
      return Number(row?.n ?? 0);
    },

    async search(
      search: string | undefined,
      limit: number,
      tx: TExecutor = db,
    ): Promise<TCandidateRow[]> {
      return tx
        .select(candidateReadColumns)
        .from(candidates)
        .where(searchFilter(search))
        .orderBy(asc(candidates.name), asc(candidates.id))
        .limit(limit);
    },

    /**
     * The candidates of several needs in one query, each row with the need it was found for, its
     * latest step for that need and the types of all its steps there (a window over the steps).
     */
    async listForNeeds(
      needIds: string[],
      tx: TExecutor = db,
      /** false: `types` comes back empty, and the database skips aggregating every step. */
      { withTypes = true }: { withTypes?: boolean } = {},
    ): Promise<
      {
        needId: string;
        linkStatus: string;
        needColumn: string;
        candidate: TCandidateRow;
        latest: TStepRow | null;
        types: string[];
      }[]
    > {
      if (needIds.length === 0) return [];
      const rows =
        tx === db && !withTypes
          ? ((await prepared().bulk.execute({ ids: needIds })) as TForNeedsRow[])
          : await forNeedsQuery(tx, inArray, needIds, withTypes);
      return rows.map(({ needId, linkStatus, needColumn, candidate, step }) => {
        const pair = { needId, linkStatus, needColumn, candidate };
        if (!step?.id) return { ...pair, latest: null, types: [] };
        const { rn: _rn, types, ...latest } = step;
        return { ...pair, latest: latest as TStepRow, types: types ?? [] };
      });
    },

    /** The GO_NOGO steps of several needs in one query (a NO_GO decision rejects the candidate). */
    async goNoGoStepsForNeeds(needIds: string[], tx: TExecutor = db): Promise<TStepRow[]> {
      if (needIds.length === 0) return [];
      if (tx === db) return (await prepared().goNoGo.execute({ ids: needIds })) as TStepRow[];
      return goNoGoQuery(tx, inArray, needIds);
    },

    /** The needs of many candidates in one query (for the `needs` field of a page). */
    async needLinksFor(candidateIds: string[], tx: TExecutor = db): Promise<TNeedLinkRow[]> {
      if (candidateIds.length === 0) return [];
      if (tx === db)
        return (await prepared().needLinks.execute({ ids: candidateIds })) as TNeedLinkRow[];
      return needLinksQuery(tx, inArray, candidateIds);
    },

    async linkedNeedIds(candidateId: string, tx: TExecutor = db): Promise<string[]> {
      const rows = await tx
        .select({ needId: needCandidates.needId })
        .from(needCandidates)
        .where(eq(needCandidates.candidateId, candidateId));
      return rows.map((r) => r.needId);
    },

    /** Links the pair; false when it was already linked. */
    async link(needId: string, candidateId: string, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .insert(needCandidates)
        .values({ needId, candidateId })
        .onConflictDoNothing()
        .returning({ needId: needCandidates.needId });
      return rows.length > 0;
    },

    /**
     * Moves the need links and steps of `fromId` onto `toId` where `toId` is not linked to that
     * need yet (a merge); returns the needs moved. The caller deletes `fromId` afterwards.
     */
    async moveLinks(fromId: string, toId: string, tx: TExecutor = db): Promise<string[]> {
      const target = new Set(await this.linkedNeedIds(toId, tx));
      const moved: string[] = [];
      for (const needId of await this.linkedNeedIds(fromId, tx)) {
        if (target.has(needId)) continue;
        await tx.insert(needCandidates).values({ needId, candidateId: toId }).onConflictDoNothing();
        await tx
          .update(steps)
          .set({ candidateId: toId })
          .where(and(eq(steps.needId, needId), eq(steps.candidateId, fromId)));
        moved.push(needId);
      }
      return moved;
    },

    async unlink(needId: string, candidateId: string, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(needCandidates)
        .where(and(eq(needCandidates.needId, needId), eq(needCandidates.candidateId, candidateId)))
        .returning({ needId: needCandidates.needId });
      return rows.length > 0;
    },

    async pairHasSteps(needId: string, candidateId: string, tx: TExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: steps.id })
        .from(steps)
        .where(and(eq(steps.needId, needId), eq(steps.candidateId, candidateId)))
        .limit(1);
      return !!row;
    },
  };
}

export type TCandidatesRepository = ReturnType<typeof createCandidatesRepository>;
