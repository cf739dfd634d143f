import { sql, type SQL } from 'drizzle-orm';
import { STEP_SOURCES, toDayText, type TAnalyticsQuery } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { dailyMarginSql, marginRateSql, tjmBucketSql } from '../../db/rule-sql.ts';

/** The needs the filters keep (the owner is the first consultant, as on the board). */
export type TAnalyticsFilter = Pick<TAnalyticsQuery, 'owner' | 'client' | 'priority' | 'category'>;
/** The instants of the period: start included, end excluded. */
export type TAnalyticsRange = { start: Date; end: Date };

/** Numbers come back as numbers on one driver and as text (bigint, numeric) on the other. */
type TNum = number | string | null;

export type TMetricsRow = {
  /** 'all', 'owner' or 'client': which grouping set the row belongs to. */
  grouping: string;
  owner_id: string | null;
  owner_name: string | null;
  client: string | null;
  bucket: TNum;
  opened: TNum;
  sold: TNum;
  canceled: TNum;
  opened_and_sold: TNum;
  avg_days_to_submit: TNum;
  avg_days_to_place: TNum;
  avg_margin: TNum;
  avg_margin_rate: TNum;
  margin_samples: TNum;
};
export type TFunnelRow = {
  identified: TNum;
  sent: TNum;
  interview: TNum;
  go: TNum;
  sale: TNum;
};
export type TColumnTimeRow = { col: string; avg_days: TNum; stays: TNum };
export type TDecisionRow = { decision: string; reason: string | null; count: TNum };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type TBenchRow = {
  consultants: number | string;
  on_bench: number | string;
  billed_days: number | string;
  bench_days: number | string;
};

function scopeWhere(filter: TAnalyticsFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.owner) parts.push(sql`n.consultants->>0 = ${filter.owner}`);
  if (filter.client) parts.push(sql`n.client = ${filter.client}`);
  if (filter.priority) parts.push(sql`n.priority = ${filter.priority}`);
  if (filter.category) parts.push(sql`n.category = ${filter.category}`);
  return sql.join(parts, sql` AND `);
}

/**
 * The needs table joined to steps `s` only when a filter reads it: steps go with their need
 * (ON DELETE CASCADE), so without a filter the join adds nothing but time.
 */
function stepScope(filter: TAnalyticsFilter): { join: SQL; where: SQL } {
  const filtered = Boolean(filter.owner || filter.client || filter.priority || filter.category);
  return filtered
    ? { join: sql`JOIN needs n ON n.id = s.need_id`, where: scopeWhere(filter) }
    : { join: sql``, where: sql`true` };
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const inRange = (column: SQL, range: TAnalyticsRange) =>
  sql`(${column} >= ${ts(range.start)} AND ${column} < ${ts(range.end)})`;
const days = (later: SQL, earlier: SQL) =>
  sql`greatest(0, extract(epoch FROM (${later} - ${earlier})) / 86400.0)`;

/**
 * The column a need entered, from its audit rows: a creation records `column` as text, every
 * later write that changed it records `{from, to}` (needs.service, whatever the action's name).
 */
const COLUMN_IN = sql`
  SELECT a.entity_id AS need_id, a.created_at AS at, a.id AS audit_id,
         CASE WHEN jsonb_typeof(a.changes->'column') = 'object'
              THEN a.changes->'column'->>'to'
              ELSE a.changes->>'column' END AS col
  FROM audit_log a
  WHERE a.entity_type = 'need' AND a.changes ? 'column'`;

/** When a need was first sold: a move to SALE (or a creation there) or a SALE step. */
const SOLD_AT = sql`least(mv.sale_at, sd.sale_at)`;

/**
 * Whether SALE step `s` is a placement: moving a need to Sold adds a SALE step (source 'system')
 * to every linked candidate behind (docs/decisions/0004-column-steps.md); when someone recorded a sale on the need
 * themselves, those added ones are not placements. A need only ever sold by a move keeps them all.
 */
export const PLACEMENT = sql`(s.source IS DISTINCT FROM ${STEP_SOURCES.system}
  OR NOT EXISTS (SELECT 1 FROM steps h
                 WHERE h.need_id = s.need_id AND h.type = 'SALE'
                   AND h.source IS DISTINCT FROM ${STEP_SOURCES.system}))`;

/** Whether step `s` is a NO_GO decision. */
const NO_GO = sql`(s.type = 'GO_NOGO' AND s.detail->>'decision' = 'NO_GO')`;

/** The billed TJM of a sale: the SALE step's own TJM, else the need's. */
export const BILLED = sql`coalesce(CASE WHEN jsonb_typeof(s.detail->'tjm') = 'number'
                                 THEN (s.detail->>'tjm')::float8 END, n.tjm)`;

/**
 * Every figure of /analytics in a handful of aggregate statements over the needs, their audit
 * rows and their steps: none reads row by row, whatever the number of needs.
 */
export function createAnalyticsRepository(db: TExecutor) {
  return {
    /**
     * Opened, sold, canceled, fill-rate inputs, time to submit and to place and margins, for all
     * the needs, per owner and per client at once (grouping sets).
     *
     * A need is sold when it first reached SALE (a move in its audit, a creation in SALE or a SALE
     * step, whichever came first), canceled when it first moved to CANCELED.
     */
    async metrics(filter: TAnalyticsFilter, range: TAnalyticsRange): Promise<TMetricsRow[]> {
      // The TJM bucket of a need; its rows count the needs sold in the period ('sold').
      const BUCKET = tjmBucketSql(sql`f.tjm`);
      const result = await db.execute(sql`
        WITH scope AS (
          SELECT n.id, n.id::text AS key, n.client, n.consultants->>0 AS owner_id, n.created_at,
                 n.tjm
          FROM needs n
          WHERE ${scopeWhere(filter)}
        ),
        column_in AS (${COLUMN_IN}),
        step_dates AS (
          SELECT s.need_id,
                 min(s.date) FILTER (WHERE s.type = 'CANDIDATE_SENT') AS sent_at,
                 min(s.date) FILTER (WHERE s.type = 'SALE') AS sale_at
          FROM steps s
          WHERE s.type IN ('CANDIDATE_SENT', 'SALE')
          GROUP BY s.need_id
        ),
        moves AS (
          SELECT need_id,
                 min(at) FILTER (WHERE col = 'SALE') AS sale_at,
                 min(at) FILTER (WHERE col = 'CANCELED') AS canceled_at
          FROM column_in
          WHERE col IN ('SALE', 'CANCELED')
          GROUP BY need_id
        ),
        sales AS (
          SELECT s.need_id, ${BILLED} AS billed, c.consultant_daily_cost AS cost
          FROM steps s
          JOIN needs n ON n.id = s.need_id
          -- Only a known cost makes a margin: the other sales are left out here already.
          JOIN candidates c ON c.id = s.candidate_id AND c.consultant_daily_cost IS NOT NULL
          WHERE s.type = 'SALE' AND ${inRange(sql`s.date`, range)} AND ${PLACEMENT}
            AND NOT EXISTS (SELECT 1 FROM steps g
                            WHERE g.need_id = s.need_id AND g.candidate_id = s.candidate_id
                              AND g.type = 'GO_NOGO' AND g.detail->>'decision' = 'NO_GO')
        ),
        margins AS (
          SELECT need_id,
                 sum(${dailyMarginSql(sql`billed`, sql`cost`)}) FILTER (WHERE billed IS NOT NULL) AS m_sum,
                 count(*) FILTER (WHERE billed IS NOT NULL) AS m_n,
                 sum(${marginRateSql(sql`billed`, sql`cost`)}) FILTER (WHERE billed > 0) AS r_sum,
                 count(*) FILTER (WHERE billed > 0) AS r_n
          FROM sales GROUP BY need_id
        ),
        facts AS (
          SELECT n.id, n.client, n.owner_id, n.tjm,
                 ${inRange(sql`n.created_at`, range)} AS opened,
                 coalesce(${inRange(SOLD_AT, range)}, false) AS sold_in,
                 ${SOLD_AT} IS NOT NULL AS ever_sold,
                 coalesce(${inRange(sql`mv.canceled_at`, range)}, false) AS canceled_in,
                 CASE WHEN ${inRange(sql`n.created_at`, range)} AND sd.sent_at IS NOT NULL
                      THEN ${days(sql`sd.sent_at`, sql`n.created_at`)} END AS days_to_submit,
                 CASE WHEN ${inRange(SOLD_AT, range)}
                      THEN ${days(SOLD_AT, sql`n.created_at`)} END AS days_to_place,
                 m.m_sum, m.m_n, m.r_sum, m.r_n
          FROM scope n
          LEFT JOIN moves mv ON mv.need_id = n.key
          LEFT JOIN step_dates sd ON sd.need_id = n.id
          LEFT JOIN margins m ON m.need_id = n.id
        ),
        active AS (
          SELECT * FROM facts WHERE opened OR sold_in OR canceled_in OR m_n > 0
        )
        SELECT CASE WHEN GROUPING(f.owner_id) = 0 THEN 'owner'
                    WHEN GROUPING(f.client) = 0 THEN 'client'
                    WHEN GROUPING(${BUCKET}) = 0 THEN 'tjm'
                    ELSE 'all' END AS grouping,
               f.owner_id, max(u.name) AS owner_name, f.client, ${BUCKET} AS bucket,
               count(*) FILTER (WHERE f.opened) AS opened,
               count(*) FILTER (WHERE f.sold_in) AS sold,
               count(*) FILTER (WHERE f.canceled_in) AS canceled,
               count(*) FILTER (WHERE f.opened AND f.ever_sold) AS opened_and_sold,
               avg(f.days_to_submit) AS avg_days_to_submit,
               avg(f.days_to_place) AS avg_days_to_place,
               sum(f.m_sum) / nullif(sum(f.m_n), 0) AS avg_margin,
               sum(f.r_sum) / nullif(sum(f.r_n), 0) AS avg_margin_rate,
               coalesce(sum(f.m_n), 0) AS margin_samples
        FROM active f
        LEFT JOIN users u ON u.id::text = f.owner_id
        GROUP BY GROUPING SETS ((), (f.owner_id), (f.client), (${BUCKET}))
      `);
      return rowsOf<TMetricsRow>(result);
    },

    /**
     * Candidacies (need, candidate pairs) whose first step falls in the period, by the furthest
     * stage they reached since: a later stage counts as having passed the earlier ones. A sale
     * placed on a rejected candidate (NO_GO) counts for neither the funnel nor the margin.
     */
    async funnel(filter: TAnalyticsFilter, range: TAnalyticsRange): Promise<TFunnelRow> {
      const scope = stepScope(filter);
      const result = await db.execute(sql`
        WITH ranked AS (
          SELECT s.need_id, s.candidate_id, s.date,
                 CASE s.type
                   WHEN 'CANDIDATE_SENT' THEN 2
                   WHEN 'CANDIDATE_INTERVIEW' THEN 3
                   WHEN 'GO_NOGO' THEN CASE WHEN s.detail->>'decision' = 'GO' THEN 4 ELSE 1 END
                   WHEN 'SALE' THEN CASE WHEN ${PLACEMENT} THEN 5 ELSE 1 END
                   ELSE 1 END AS rank,
                 ${NO_GO} AS no_go
          FROM steps s
          ${scope.join}
          WHERE ${scope.where}
        ),
        -- A candidate with a NO_GO decision is rejected whatever came after it (docs/decisions/0009-latest-step.md):
        -- a GO or a sale on it (the board's move to Sold adds one) does not count.
        pairs AS (
          SELECT need_id, candidate_id, min(date) AS first_at,
                 CASE WHEN bool_or(no_go) THEN max(rank) FILTER (WHERE rank < 4)
                      ELSE max(rank) END AS reached
          FROM ranked
          GROUP BY need_id, candidate_id
        )
        SELECT count(*) AS identified,
               count(*) FILTER (WHERE reached >= 2) AS sent,
               count(*) FILTER (WHERE reached >= 3) AS interview,
               count(*) FILTER (WHERE reached >= 4) AS go,
               count(*) FILTER (WHERE reached >= 5) AS sale
        FROM pairs
        WHERE ${inRange(sql`first_at`, range)}
      `);
      return rowsOf<TFunnelRow>(result)[0]!;
    },

    /** Mean days in each column over the stays that ended in the period (successive audit rows). */
    async timeInColumn(
      filter: TAnalyticsFilter,
      range: TAnalyticsRange,
    ): Promise<TColumnTimeRow[]> {
      const result = await db.execute(sql`
        WITH column_in AS (${COLUMN_IN}),
        stays AS (
          SELECT need_id, col, at,
                 lead(at) OVER (PARTITION BY need_id ORDER BY at, audit_id) AS left_at
          FROM column_in
        )
        SELECT st.col, avg(${days(sql`st.left_at`, sql`st.at`)}) AS avg_days, count(*) AS stays
        FROM stays st
        JOIN needs n ON n.id::text = st.need_id
        WHERE st.left_at IS NOT NULL AND ${inRange(sql`st.left_at`, range)}
          AND ${scopeWhere(filter)}
        GROUP BY st.col
      `);
      return rowsOf<TColumnTimeRow>(result);
    },

    /**
     * The consultants' bench and activity over the period, one row. A working day (Monday to
     * Friday, from the day the consultant was entered, up to `today`) is billed when a sold
     * mission covers it (a placement on a sold need, from its start date, else its day, to its
     * end date, else the typed mission end) or, for a consultant the firm sold nothing to, when it
     * is on or before the typed mission end; else it is a bench day. On the bench today: the
     * latest placement's end, else the typed end, is missing or past (the domain's availabilityOf).
     */
    async bench(range: TAnalyticsRange, today: string): Promise<TBenchRow> {
      const dayOf = (field: string) =>
        sql.raw(`CASE WHEN s.detail->>'${field}' ~ '^\\d{4}-\\d{2}-\\d{2}'
                 THEN left(s.detail->>'${field}', 10)::date END`);
      const result = await db.execute(sql`
        WITH consultants AS (
          SELECT c.id, c.created_at::date AS since, c.mission_end_date AS typed_end
          FROM candidates c WHERE c.pool_kind <> 'external'
        ),
        placements AS (
          SELECT s.candidate_id, s.seq, coalesce(${dayOf('startDate')}, s.date::date) AS start_day,
                 ${dayOf('endDate')} AS end_day
          FROM steps s JOIN needs n ON n.id = s.need_id
          JOIN consultants k ON k.id = s.candidate_id
          WHERE s.type = 'SALE' AND n."column" = 'SALE' AND ${PLACEMENT}
        ),
        days AS (
          SELECT d::date AS day
          FROM generate_series(${toDayText(range.start)}::date,
                               least(${toDayText(range.end)}::date, ${today}::date + 1) - 1,
                               interval '1 day') AS d
          WHERE extract(isodow FROM d) < 6
        ),
        grid AS (
          SELECT k.id,
                 CASE WHEN EXISTS (SELECT 1 FROM placements p WHERE p.candidate_id = k.id)
                      THEN EXISTS (SELECT 1 FROM placements p
                                   WHERE p.candidate_id = k.id AND d.day >= p.start_day
                                     AND d.day <= coalesce(p.end_day, k.typed_end))
                      ELSE d.day <= k.typed_end END AS billed
          FROM consultants k JOIN days d ON d.day >= k.since
        ),
        latest AS (
          SELECT DISTINCT ON (p.candidate_id) p.candidate_id, p.end_day
          FROM placements p ORDER BY p.candidate_id, p.seq DESC
        )
        SELECT (SELECT count(*) FROM consultants) AS consultants,
               (SELECT count(*) FROM consultants k LEFT JOIN latest l ON l.candidate_id = k.id
                 WHERE coalesce(l.end_day, k.typed_end) IS NULL
                    OR coalesce(l.end_day, k.typed_end) < ${today}::date) AS on_bench,
               count(*) FILTER (WHERE g.billed) AS billed_days,
               count(*) FILTER (WHERE g.billed IS NOT TRUE) AS bench_days
        FROM grid g
      `);
      return rowsOf<TBenchRow>(result)[0]!;
    },

    /** GO/NO-GO decisions dated in the period, grouped by decision and written reason. */
    async decisions(filter: TAnalyticsFilter, range: TAnalyticsRange): Promise<TDecisionRow[]> {
      const scope = stepScope(filter);
      const result = await db.execute(sql`
        SELECT s.detail->>'decision' AS decision,
               nullif(btrim(coalesce(nullif(btrim(s.detail->>'reason'), ''), s.comment)), '') AS reason,
               count(*) AS count
        FROM steps s
        ${scope.join}
        WHERE s.type = 'GO_NOGO' AND s.detail->>'decision' IN ('GO', 'NO_GO')
          AND ${inRange(sql`s.date`, range)} AND ${scope.where}
        GROUP BY 1, 2
        ORDER BY count(*) DESC, 1, 2
      `);
      return rowsOf<TDecisionRow>(result);
    },
  };
}
