import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  candidates,
  candidateSkillKeys,
  needMatchDismissals,
  needs,
} from '../../db/schema/index.ts';
import { BILLED, PLACEMENT } from '../analytics/analytics.repository.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What scoring, evidence and availability read of a candidate. */
export type TPoolRow = {
  id: string;
  name: string;
  skills: string[];
  cvHardSkillsJson: string | null;
  cvRole: string | null;
  cvCity: string | null;
  cvCountry: string | null;
  cvExperienceYears: string | null;
  cvAvailability: string | null;
  expectedTjm: number | null;
  consultantDailyCost: number | null;
  poolKind: string;
  missionEndDate: string | null;
  experiences: { title: string | null; company: string | null; text: string | null }[];
};

/** What the firm's sales say of a candidate: the latest placement's end and billed TJM. */
export type TSoldMission = { candidateId: string; endDate: string | null; tjm: number | null };

const POOL_COLUMNS = sql`c.id, c.name, c.skills, c.cv_hard_skills_json AS "cvHardSkillsJson",
  c.cv_role AS "cvRole", c.cv_city AS "cvCity", c.cv_country AS "cvCountry",
  c.cv_experience_years AS "cvExperienceYears", c.cv_availability AS "cvAvailability",
  c.expected_tjm AS "expectedTjm", c.consultant_daily_cost AS "consultantDailyCost",
  c.pool_kind AS "poolKind", c.mission_end_date::text AS "missionEndDate",
  jsonb_build_array(
    jsonb_build_object('title', c.cv1st_experience_title, 'company', c.cv1st_experience_company,
                       'text', c.cv1st_experience_responsibilities_json),
    jsonb_build_object('title', c.cv2nd_experience_title, 'company', c.cv2nd_experience_company, 'text', null),
    jsonb_build_object('title', c.cv3rd_experience_title, 'company', c.cv3rd_experience_company, 'text', null)
  ) AS experiences`;

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** How many of the keys a candidate holds, each an index-backed containment test. */
const hits = (keys: readonly string[]): SQL =>
  keys.length === 0
    ? sql`0`
    : sql.join(
        keys.map((k) => sql`(k.skill_keys @> ARRAY[${k}]::text[])::int`),
        sql` + `,
      );

/** At most this many key subsets in one condition; past it, overlap is asked instead. */
const MAX_SUBSETS = 64;

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, size - 1).map((s) => [first!, ...s]), ...subsets(rest, size)];
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** From all the keys down to one, skipping thresholds whose subsets would be too many. */
function thresholds(n: number): number[] {
  const out: number[] = [];
  for (let t = n; t >= 1; t--) if (t === 1 || binomial(n, t) <= MAX_SUBSETS) out.push(t);
  return out;
}

/** Holds at least `atLeast` of the keys: an OR of containments, each served by the GIN index. */
function holdsAtLeast(keys: readonly string[], atLeast: number): SQL {
  if (atLeast <= 1) return sql`k.skill_keys && ${textArray(keys)}`;
  return sql`(${sql.join(
    subsets(keys, atLeast).map((s) => sql`k.skill_keys @> ${textArray(s)}`),
    sql` OR `,
  )})`;
}

export function createMatchesRepository(db: TExecutor) {
  return {
    async findNeed(needId: string, tx: TExecutor = db) {
      const [row] = await tx
        .select({
          id: needs.id,
          title: needs.title,
          tjm: needs.tjm,
          requiredSkills: needs.jdRequiredSkills,
          desiredSkills: needs.jdDesiredSkills,
          seniority: needs.jdSeniority,
          experienceYears: needs.jdExperienceYears,
          location: needs.jdLocation,
          analysis: needs.jdAnalysis,
        })
        .from(needs)
        .where(eq(needs.id, needId));
      return row;
    },

    /**
     * The prefilter: the candidates holding the most of the need's required skill keys, then of
     * its desired ones; at most `pool` rows, which the service scores. It asks the GIN index of
     * the narrow candidate_skill_keys table for those holding all the required keys, and only when they are fewer than
     * `pool` for those holding all but one, and so on: a need's usual skills then read a few
     * thousand rows, not every candidate sharing one skill with it. Without skills to compare,
     * the firm's consultants first.
     */
    async prefilter(
      needId: string,
      required: readonly string[],
      desired: readonly string[],
      pool: number,
      tx: TExecutor = db,
    ): Promise<TPoolRow[]> {
      const notHidden = (alias: SQL) => sql`NOT EXISTS (SELECT 1 FROM need_match_dismissals d
        WHERE d.need_id = ${needId} AND d.candidate_id = ${alias})`;
      const must = required.length ? required : desired;
      if (must.length === 0) {
        const result = await tx.execute(sql`SELECT ${POOL_COLUMNS} FROM candidates c
          WHERE ${notHidden(sql`c.id`)}
          ORDER BY (c.pool_kind <> 'external') DESC, c.updated_at DESC LIMIT ${pool}`);
        return rowsOf<TPoolRow>(result);
      }
      let ids: string[] = [];
      for (const atLeast of thresholds(must.length)) {
        const result = await tx.execute(sql`SELECT k.candidate_id AS id FROM candidate_skill_keys k
          WHERE ${holdsAtLeast(must, atLeast)} AND ${notHidden(sql`k.candidate_id`)}
          ORDER BY ${hits(required)} DESC, ${hits(desired)} DESC, k.candidate_id
          LIMIT ${pool}`);
        ids = rowsOf<{ id: string }>(result).map((r) => r.id);
        if (ids.length >= pool) break;
      }
      if (ids.length === 0) return [];
      const result = await tx.execute(sql`SELECT ${POOL_COLUMNS} FROM candidates c
        WHERE c.id = ANY(${textArray(ids)}::uuid[])`);
      return rowsOf<TPoolRow>(result);
    },

    /** The candidates hidden from this need's matches, with why, who and when. */
    async hiddenFor(needId: string, tx: TExecutor = db) {
      const result = await tx.execute(sql`SELECT ${POOL_COLUMNS},
          d.reason AS "hiddenReason", u.name AS "hiddenBy", d.created_at AS "hiddenAt"
        FROM need_match_dismissals d
        JOIN candidates c ON c.id = d.candidate_id
        LEFT JOIN users u ON u.id = d.hidden_by
        WHERE d.need_id = ${needId}
        ORDER BY d.created_at DESC`);
      return rowsOf<TPoolRow & { hiddenReason: string; hiddenBy: string | null; hiddenAt: Date }>(
        result,
      );
    },

    async attachedIds(needId: string, ids: readonly string[], tx: TExecutor = db) {
      if (ids.length === 0) return new Set<string>();
      const result = await tx.execute(sql`SELECT candidate_id AS id FROM need_candidates
        WHERE need_id = ${needId} AND candidate_id = ANY(${textArray(ids)}::uuid[])`);
      return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
    },

    /**
     * Each candidate's latest placement on a sold need (a SALE step that is a placement, as the
     * analytics count them): its end date and billed TJM.
     */
    async soldMissions(ids: readonly string[] | 'consultants', tx: TExecutor = db) {
      if (ids !== 'consultants' && ids.length === 0) return new Map<string, TSoldMission>();
      const scope =
        ids === 'consultants'
          ? sql`c.pool_kind <> 'external'`
          : sql`c.id = ANY(${textArray(ids)}::uuid[])`;
      const result = await tx.execute(sql`
        SELECT c.id AS "candidateId", m."endDate", m.tjm
        FROM candidates c
        CROSS JOIN LATERAL (
          SELECT CASE WHEN s.detail->>'endDate' ~ '^\\d{4}-\\d{2}-\\d{2}'
                      THEN left(s.detail->>'endDate', 10) END AS "endDate",
                 ${BILLED} AS tjm
          FROM steps s JOIN needs n ON n.id = s.need_id
          WHERE s.candidate_id = c.id AND s.type = 'SALE' AND n."column" = 'SALE' AND ${PLACEMENT}
          ORDER BY s.seq DESC LIMIT 1
        ) m
        WHERE ${scope}`);
      return new Map(rowsOf<TSoldMission>(result).map((r) => [r.candidateId, r]));
    },

    /** Every consultant of the firm (employees and freelancers), for the Bench page. */
    async consultants(tx: TExecutor = db): Promise<TPoolRow[]> {
      const result = await tx.execute(
        sql`SELECT ${POOL_COLUMNS} FROM candidates c WHERE c.pool_kind <> 'external' ORDER BY c.name, c.id`,
      );
      return rowsOf<TPoolRow>(result);
    },

    async hide(
      values: { needId: string; candidateId: string; reason: string; hiddenBy: string | null },
      tx: TExecutor = db,
    ) {
      await tx
        .insert(needMatchDismissals)
        .values(values)
        .onConflictDoUpdate({
          target: [needMatchDismissals.needId, needMatchDismissals.candidateId],
          set: { reason: values.reason, hiddenBy: values.hiddenBy, hiddenAt: new Date() },
        });
    },

    async unhide(needId: string, candidateId: string, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(needMatchDismissals)
        .where(
          and(
            eq(needMatchDismissals.needId, needId),
            eq(needMatchDismissals.candidateId, candidateId),
          ),
        )
        .returning({ id: needMatchDismissals.candidateId });
      return rows.length > 0;
    },

    async candidateExists(id: string, tx: TExecutor = db) {
      const [row] = await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.id, id));
      return !!row;
    },

    /** Candidates without their skill keys (written before them, or by a bulk load): up to `batch`. */
    async withoutSkillKeys(batch: number, tx: TExecutor = db) {
      const result =
        await tx.execute(sql`SELECT c.id, c.skills, c.cv_hard_skills_json AS "cvHardSkillsJson"
        FROM candidates c
        WHERE NOT EXISTS (SELECT 1 FROM candidate_skill_keys k WHERE k.candidate_id = c.id)
        LIMIT ${batch}`);
      return rowsOf<{ id: string; skills: string[]; cvHardSkillsJson: string | null }>(result);
    },

    async setSkillKeys(rows: { id: string; keys: string[] }[], tx: TExecutor = db) {
      if (rows.length === 0) return;
      await tx
        .insert(candidateSkillKeys)
        .values(rows.map((r) => ({ candidateId: r.id, skillKeys: r.keys })))
        .onConflictDoNothing();
    },
  };
}
