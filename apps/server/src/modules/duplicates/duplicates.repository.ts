import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { NAME_SIMILARITY_THRESHOLD, SEARCH_FOLD_SQL } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import {
  candidateMerges,
  candidateReadColumns,
  candidates,
  duplicateDismissals,
  flows,
  needCandidates,
  scores,
  steps,
  storedFiles,
  workflowRequests,
} from '../../db/schema/index.ts';
import type { TCandidateRow } from '../candidates/candidates.repository.ts';

/** What a draft or a record is searched by (its stored keys). */
export type TDuplicateProbe = {
  emailKey: string | null;
  phoneKey: string | null;
  linkedinKey: string | null;
  nameKey: string;
  excludeId?: string;
};

/**
 * The rows a merge moves to the kept record, by kind, in the order they are moved: the column
 * naming their candidate, and the column the listed ids are of.
 */
const MOVED_ROWS = {
  linkNeedIds: [needCandidates.candidateId, needCandidates.needId],
  stepIds: [steps.candidateId, steps.id],
  scoreNeedIds: [scores.candidateId, scores.needId],
  fileKeys: [storedFiles.ownerId, storedFiles.key],
  flowIds: [flows.candidateId, flows.id],
  requestIds: [workflowRequests.candidateId, workflowRequests.id],
  mergeIds: [candidateMerges.keptId, candidateMerges.id],
} satisfies Record<string, [PgColumn, PgColumn]>;
export type TMovedRows = Record<keyof typeof MOVED_ROWS, string[]>;

/** Pairs are stored and compared smaller id first, as PostgreSQL orders uuids. */
export function orderedPair(x: string, y: string): [string, string] {
  return x.toLowerCase() < y.toLowerCase() ? [x, y] : [y, x];
}

export type TMergeRow = typeof candidateMerges.$inferSelect;

/** A row read back from a snapshot: JSON turned its timestamps into text. */
export function reviveRow<T extends PgTable>(table: T, row: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...row };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.columnType === 'PgTimestamp' && typeof out[key] === 'string')
      out[key] = new Date(out[key] as string);
    // A generated column is the database's to write.
    if ((column as { generated?: unknown }).generated) delete out[key];
  }
  return out as T['$inferInsert'];
}

/** Up to this many pairs are scored for the Duplicates view (duplicates are rare in a pool). */
const POOL_PAIRS_MAX = 5000;
/** A name word shared by more records than this is too common to pair records on its own. */
const NAME_BLOCK_MAX = 100;
/**
 * toPlaceKey in SQL (folded as the search folds, punctuation and legal suffixes dropped), so that
 * a pair of close names is fetched only when it also shares a city, an employer or a phone's
 * first digits, as the rule asks: otherwise a pool full of namesakes fills the cap with pairs the
 * rule would drop.
 */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
function placeKeySql(column: string) {
  const folded = `translate(${column}, ${quoted(SEARCH_FOLD_SQL.from)}, ${quoted(SEARCH_FOLD_SQL.to)})`;
  const words = `regexp_replace(${folded}, '[^[:alnum:]]+', ' ', 'g')`;
  const bare = `regexp_replace(${words}, '\\m(sas|sasu|sa|sarl|eurl|gmbh|ltd|inc|group|groupe)\\M', ' ', 'g')`;
  return `nullif(trim(regexp_replace(${bare}, '\\s+', ' ', 'g')), '')`;
}
const EMPLOYERS = [
  'cv1st_experience_company',
  'cv2nd_experience_company',
  'cv3rd_experience_company',
];
const SHARES_A_HINT = sql.raw(
  [
    `${placeKeySql('a.cv_city')} = ${placeKeySql('b.cv_city')}`,
    `(length(a.phone_key) > 6 and left(a.phone_key, -2) = left(b.phone_key, -2))`,
    ...EMPLOYERS.flatMap((x) =>
      EMPLOYERS.map((y) => `${placeKeySql(`a.${x}`)} = ${placeKeySql(`b.${y}`)}`),
    ),
  ].join(' or '),
);
const SHARES_A_KEY = sql.raw(
  `coalesce(a.email_key = b.email_key or a.phone_key = b.phone_key or a.linkedin_key = b.linkedin_key, false)`,
);

export function createDuplicatesRepository(db: TExecutor) {
  const notDismissed = (a: SQL, b: SQL) =>
    sql`not exists (select 1 from ${duplicateDismissals} d where d.candidate_a = least(${a}, ${b}) and d.candidate_b = greatest(${a}, ${b}))`;

  return {
    /**
     * The records that share a key with the probe or whose name is close to it (the trigram
     * index answers `%`), each with its name similarity. The domain decides which are duplicates.
     */
    async findCandidatesLike(
      probe: TDuplicateProbe,
      limit: number,
      tx: TExecutor = db,
    ): Promise<{ candidate: TCandidateRow; similarity: number }[]> {
      const matches: SQL[] = [];
      if (probe.emailKey) matches.push(eq(candidates.emailKey, probe.emailKey));
      if (probe.phoneKey) matches.push(eq(candidates.phoneKey, probe.phoneKey));
      if (probe.linkedinKey) matches.push(eq(candidates.linkedinKey, probe.linkedinKey));
      if (probe.nameKey) matches.push(sql`${candidates.nameKey} % ${probe.nameKey}`);
      if (matches.length === 0) return [];
      // A constant would order by a column position: without a name, 0.0 is a value.
      const similarity = probe.nameKey
        ? sql<number>`similarity(${candidates.nameKey}, ${probe.nameKey})`
        : sql<number>`0.0::real`;
      const filters = [or(...matches)!];
      if (probe.excludeId) {
        filters.push(ne(candidates.id, probe.excludeId));
        filters.push(notDismissed(sql`${candidates.id}`, sql`${probe.excludeId}::uuid`));
      }
      const rows = await tx
        .select({ candidate: candidateReadColumns, similarity })
        .from(candidates)
        .where(and(...filters))
        .orderBy(desc(similarity), candidates.id)
        .limit(limit);
      return rows.map((r) => ({ candidate: r.candidate, similarity: Number(r.similarity) }));
    },

    /**
     * `findCandidatesLike` for many probes in one statement (an import's rows): each key joins
     * on its own index, the names on the trigram index; the pairs come back with the probe's
     * position and the names' similarity, the rows are read by `candidatesByIds`.
     */
    async findCandidatesLikeMany(
      probes: readonly TDuplicateProbe[],
      tx: TExecutor = db,
    ): Promise<{ probe: number; candidateId: string; similarity: number }[]> {
      if (probes.length === 0) return [];
      const json = JSON.stringify(
        probes.map((p, i) => ({
          i,
          email_key: p.emailKey,
          phone_key: p.phoneKey,
          linkedin_key: p.linkedinKey,
          name_key: p.nameKey,
        })),
      );
      const keyJoin = (column: string) =>
        sql.raw(`select p.i, c.id from p join candidates c on c.${column} = p.${column}`);
      const result = await tx.execute(sql`
        with p as (
          select * from jsonb_to_recordset(${json}::jsonb)
            as p(i int, email_key text, phone_key text, linkedin_key text, name_key text)
        ),
        m as (
          ${keyJoin('email_key')}
          union ${keyJoin('phone_key')}
          union ${keyJoin('linkedin_key')}
          union select p.i, c.id from p join candidates c on c.name_key % p.name_key
            where p.name_key <> ''
        )
        select m.i, m.id, similarity(c.name_key, p.name_key) as sim
        from m join p on p.i = m.i join candidates c on c.id = m.id`);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((r) => ({
        probe: Number(r.i),
        candidateId: String(r.id),
        similarity: Number(r.sim),
      }));
    },

    /**
     * Every pair of the pool sharing a key or a close name, not dismissed. The equal keys are
     * b-tree joins. Close names are looked for only among records sharing a word of their name
     * (blocking, as record-linkage tools do): "Karim Benali" meets "K. Benali" through "benali".
     * Comparing every name with every other (a trigram join) took minutes on 5,000 candidates;
     * this grows with the records sharing a word. A word carried by more than NAME_BLOCK_MAX
     * records (a common first name in a large pool) pairs nobody on its own; the same whole name
     * always does.
     */
    async poolPairs(
      tx: TExecutor = db,
    ): Promise<{ aId: string; bId: string; similarity: number }[]> {
      const keyJoin = (column: string) =>
        sql.raw(`select a.id as a_id, b.id as b_id from candidates a
          join candidates b on b.${column} = a.${column} and a.id < b.id
          where a.${column} is not null`);
      const result = await tx.execute(sql`
        with words as (
          select distinct c.id, w.word
          from candidates c
          cross join lateral unnest(string_to_array(c.name_key, ' ')) as w(word)
          where length(w.word) >= 2
        ),
        blocks as (
          select word from words group by word having count(*) between 2 and ${NAME_BLOCK_MAX}
        ),
        pairs as (
          ${keyJoin('email_key')}
          union ${keyJoin('phone_key')}
          union ${keyJoin('linkedin_key')}
          union select a.id, b.id from candidates a
            join candidates b on b.name_key = a.name_key and a.id < b.id
            where a.name_key <> ''
          union select a.id, b.id from words a
            join blocks k on k.word = a.word
            join words b on b.word = a.word and a.id < b.id
        )
        select p.a_id, p.b_id, similarity(a.name_key, b.name_key) as sim
        from pairs p
        join candidates a on a.id = p.a_id
        join candidates b on b.id = p.b_id
        where ${notDismissed(sql`p.a_id`, sql`p.b_id`)}
          and (${SHARES_A_KEY} or (similarity(a.name_key, b.name_key) >= ${NAME_SIMILARITY_THRESHOLD}
            and coalesce(${SHARES_A_HINT}, false)))
        -- Past the cap, the pairs sharing a key, then the closest names, are the ones kept.
        order by ${SHARES_A_KEY} desc, sim desc, p.a_id, p.b_id
        limit ${POOL_PAIRS_MAX}`);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((r) => ({
        aId: String(r.a_id),
        bId: String(r.b_id),
        similarity: Number(r.sim),
      }));
    },

    /**
     * Holds both rows of a merge until its transaction ends, so an edit that lands meanwhile
     * waits and then finds its version stale, rather than being lost with the merged row.
     */
    async lockCandidates(ids: string[], tx: TExecutor) {
      await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(inArray(candidates.id, ids))
        .orderBy(candidates.id)
        .for('update');
    },

    async candidatesByIds(ids: string[], tx: TExecutor = db): Promise<TCandidateRow[]> {
      if (ids.length === 0) return [];
      return tx.select(candidateReadColumns).from(candidates).where(inArray(candidates.id, ids));
    },

    async dismiss(a: string, b: string, actorId: string, tx: TExecutor = db): Promise<boolean> {
      const [first, second] = orderedPair(a, b);
      const rows = await tx
        .insert(duplicateDismissals)
        .values({ candidateA: first, candidateB: second, actorId })
        .onConflictDoNothing()
        .returning({ a: duplicateDismissals.candidateA });
      return rows.length > 0;
    },

    async findMerge(id: string, tx: TExecutor = db): Promise<TMergeRow | undefined> {
      const [row] = await tx.select().from(candidateMerges).where(eq(candidateMerges.id, id));
      return row;
    },

    /** The live merge that absorbed this id, if any (the 301). */
    async activeMergeOf(mergedId: string, tx: TExecutor = db): Promise<TMergeRow | undefined> {
      const [row] = await tx
        .select()
        .from(candidateMerges)
        .where(and(eq(candidateMerges.mergedId, mergedId), isNull(candidateMerges.undoneAt)))
        .orderBy(sql`${candidateMerges.createdAt} desc`)
        .limit(1);
      return row;
    },

    async insertMerge(values: typeof candidateMerges.$inferInsert, tx: TExecutor = db) {
      const [row] = await tx.insert(candidateMerges).values(values).returning();
      return row!;
    },

    async markUndone(id: string, actorId: string, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(candidateMerges)
        .set({ undoneAt: new Date(), undoneBy: actorId })
        .where(and(eq(candidateMerges.id, id), isNull(candidateMerges.undoneAt)))
        .returning({ id: candidateMerges.id });
      return rows.length > 0;
    },

    /** What a merge moves or loses: every row that names the merged candidate. */
    async ownedBy(candidateId: string, tx: TExecutor = db) {
      const [links, stepRows, scoreRows, files, flowRows, requests, merges] = await Promise.all([
        tx.select().from(needCandidates).where(eq(needCandidates.candidateId, candidateId)),
        tx.select().from(steps).where(eq(steps.candidateId, candidateId)),
        tx.select().from(scores).where(eq(scores.candidateId, candidateId)),
        tx
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(and(eq(storedFiles.ownerType, 'candidate'), eq(storedFiles.ownerId, candidateId))),
        tx.select({ id: flows.id }).from(flows).where(eq(flows.candidateId, candidateId)),
        tx
          .select({ id: workflowRequests.id })
          .from(workflowRequests)
          .where(eq(workflowRequests.candidateId, candidateId)),
        tx
          .select({ id: candidateMerges.id })
          .from(candidateMerges)
          .where(eq(candidateMerges.keptId, candidateId)),
      ]);
      return {
        links,
        steps: stepRows,
        scores: scoreRows,
        files,
        flows: flowRows,
        requests,
        merges,
      };
    },

    /** Moves the listed rows from one candidate to another (a merge, or its undo). */
    async moveRows(from: string, to: string, ids: TMovedRows, tx: TExecutor = db) {
      for (const [kind, [owner, key]] of Object.entries(MOVED_ROWS)) {
        const moved = ids[kind as keyof TMovedRows];
        if (moved.length)
          await tx.execute(
            sql`update ${owner.table} set ${sql.identifier(owner.name)} = ${to} where ${and(eq(owner, from), inArray(key, moved))}`,
          );
      }
    },

    /** Puts back rows a merge let go with the merged record (from its snapshot). */
    async restoreRows(
      rows: {
        candidate: Record<string, unknown>;
        links: Record<string, unknown>[];
        steps: Record<string, unknown>[];
        scores: Record<string, unknown>[];
      },
      tx: TExecutor = db,
    ) {
      await tx.insert(candidates).values(reviveRow(candidates, rows.candidate));
      if (rows.links.length)
        await tx.insert(needCandidates).values(rows.links.map((r) => reviveRow(needCandidates, r)));
      if (rows.steps.length)
        await tx.insert(steps).values(rows.steps.map((r) => reviveRow(steps, r)));
      if (rows.scores.length)
        await tx.insert(scores).values(rows.scores.map((r) => reviveRow(scores, r)));
    },
  };
}
