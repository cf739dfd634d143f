import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CV_ANALYZED_STATUS,
  FINISHED_COLUMNS,
  FOLLOW_UP_CLOSED_COLUMNS,
  FOLLOW_UP_STEP_TYPE,
  TJM_BUCKET_EDGES,
  UNSPECIFIED_VALUES,
  type TCandidateFilters,
} from '@staffing/domain';

/**
 * The domain rules that run in SQL, each built from the domain's own data (its lists and
 * thresholds) so that the database and the TypeScript evaluator answer alike. Every builder has
 * a table of cases in the domain (`@staffing/domain/rule-cases`) that runs against both.
 */

/**
 * Fixed values of the domain written into the statement text: an index or a GROUPING() must see
 * the same expression every time, which bound parameters would vary. They come from the domain's
 * constants, never from a request, and are checked to be plain words all the same.
 */
const literalList = (values: readonly string[]): SQL => {
  for (const v of values) if (!/^[A-Za-z0-9_]+$/.test(v)) throw new Error(`Not a word: ${v}`);
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
};

/** Whether a need's column is finished (Sold, Canceled, Deleted): `isFinishedColumn`. */
const finishedColumnSql = (column: SQLWrapper): SQL =>
  sql`(${column} IN (${literalList(FINISHED_COLUMNS)}))`;

/**
 * Whether a pair is due a follow-up (`needsFollowUp`): its latest step is the sent step, dated at
 * `cutoff` or earlier, on a need open to follow-ups.
 */
export const followUpDueSql = (
  latest: { type: SQLWrapper; date: SQLWrapper },
  needColumn: SQLWrapper,
  cutoff: Date,
): SQL =>
  sql`(${latest.type} = ${FOLLOW_UP_STEP_TYPE} AND ${latest.date} <= ${cutoff.toISOString()}::timestamptz AND ${needColumn} NOT IN (${literalList(FOLLOW_UP_CLOSED_COLUMNS)}))`;

/**
 * The index of a TJM's bucket (`tjmBucketIndex`): width_bucket over the upper edges gives 0 below
 * the second edge and i at or above edge i. The edges are written into the statement so that
 * GROUPING() recognises the same expression in the SELECT and the GROUP BY.
 */
export const tjmBucketSql = (tjm: SQLWrapper): SQL =>
  sql`width_bucket(${tjm}, ${sql.raw(`ARRAY[${TJM_BUCKET_EDGES.slice(1).map(Number).join(', ')}]::float8[]`)})`;

/** Billed TJM − cost (`dailyMargin`): null unless both are known. */
export const dailyMarginSql = (billed: SQLWrapper, cost: SQLWrapper): SQL =>
  sql`(${billed} - ${cost})`;

/** (billed − cost) ÷ billed (`marginRate`): null unless both are known and billed > 0. */
export const marginRateSql = (billed: SQLWrapper, cost: SQLWrapper): SQL =>
  sql`(CASE WHEN ${billed} > 0 THEN (${billed} - ${cost}) / ${billed} END)`;

/** Whether a candidate's CV was analysed (the 'analyzed' filter of `matchesCandidateFilters`). */
const cvAnalyzedSql = (status: SQLWrapper): SQL =>
  sql`(coalesce(${status}, '') = ${CV_ANALYZED_STATUS})`;

/**
 * Whether a free-text field says "not given" (`isUnspecified`): trimmed and lower-cased as the
 * domain does, then compared with its list of words.
 */
const unspecifiedSql = (value: SQLWrapper): SQL =>
  sql`(lower(trim(coalesce(${value}, ''))) IN (${sql.join(
    UNSPECIFIED_VALUES.map((v) => sql`${v}`),
    sql`, `,
  )}))`;

/** The needs of a scope: the board's (active), Finished Needs', or all of them. */
export const needScopeSql = (column: SQLWrapper, scope: 'active' | 'finished' | 'all'): SQL[] =>
  scope === 'all'
    ? []
    : [scope === 'finished' ? finishedColumnSql(column) : sql`NOT ${finishedColumnSql(column)}`];

/** The Candidates page's CV filters (`matchesCandidateFilters`), as conditions to AND. */
export function candidateCvFiltersSql(
  columns: { cvAnalysisStatus: SQLWrapper; cvAvailability: SQLWrapper },
  filters: Pick<TCandidateFilters, 'cvAnalysis' | 'availability'>,
): SQL[] {
  const out: SQL[] = [];
  const analyzed = cvAnalyzedSql(columns.cvAnalysisStatus);
  if (filters.cvAnalysis === 'analyzed') out.push(analyzed);
  if (filters.cvAnalysis === 'not-analyzed') out.push(sql`NOT ${analyzed}`);
  const unspecified = unspecifiedSql(columns.cvAvailability);
  if (filters.availability === 'available') out.push(sql`NOT ${unspecified}`);
  if (filters.availability === 'not-specified') out.push(unspecified);
  return out;
}
