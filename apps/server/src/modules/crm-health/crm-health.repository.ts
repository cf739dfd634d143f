import { sql, type SQL } from 'drizzle-orm';
import { CRM_ERROR_CODE_KINDS, type TCrmErrorKind } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';

export type TCrmKindCount = { kind: string; errors: number; needs: number };

export type TCrmFailureRow = {
  id: string;
  type: string;
  status: string;
  needId: string | null;
  needName: string | null;
  candidateName: string | null;
  kind: string;
  crmError: Record<string, unknown> | null;
  error: string | null;
  stage: string | null;
  failedAt: Date | string | null;
};

/**
 * The kind of a flow's kept CRM refusal, in SQL, from the domain's one code table: a failure
 * without a CRM errorCode is 'other'.
 */
const KIND = sql`CASE f.metadata->'crmError'->>'errorCode' ${sql.join(
  Object.entries(CRM_ERROR_CODE_KINDS).map(([code, kind]) => sql`WHEN ${code} THEN ${kind}`),
  sql` `,
)} ELSE 'other' END`;

/**
 * The failed CRM runs of a period, each with its kind: failed runs of category crm_rpa in error
 * (older rows say failed), by when they failed. A subquery, so the outer query groups and
 * filters on `kind` by name.
 */
const failedRuns = (from: Date, to: Date) => sql`
  SELECT f.id, f.type, f.status, f.need_id, f.candidate_name, f.error, f.stage,
    f.metadata->'crmError' AS crm_error,
    coalesce(n.title, f.need_name) AS need_name,
    coalesce(f.completed_at, f.updated_at) AS failed_at,
    ${KIND} AS kind
  FROM flows f LEFT JOIN needs n ON n.id = f.need_id
  WHERE f.category = 'crm_rpa' AND f.status IN ('error', 'failed')
    AND coalesce(f.completed_at, f.updated_at) BETWEEN ${from.toISOString()}::timestamptz
      AND ${to.toISOString()}::timestamptz`;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export function createCrmHealthRepository(db: TExecutor) {
  return {
    /** Failed runs and distinct affected needs per kind, counted in SQL. */
    async countByKind(from: Date, to: Date): Promise<TCrmKindCount[]> {
      const result = await db.execute(sql`
        SELECT r.kind, count(*) AS errors, count(DISTINCT r.need_id) AS needs
        FROM (${failedRuns(from, to)}) r
        GROUP BY r.kind`);
      return rowsOf(result).map((row) => ({
        kind: String(row.kind),
        errors: Number(row.errors ?? 0),
        needs: Number(row.needs ?? 0),
      }));
    },

    /** The failed runs, newest first, at most `limit`, optionally of one kind; and how many. */
    async listFailures(
      from: Date,
      to: Date,
      kind: TCrmErrorKind | undefined,
      limit: number,
    ): Promise<{ rows: TCrmFailureRow[]; total: number }> {
      const where: SQL = kind ? sql`WHERE r.kind = ${kind}` : sql``;
      const result = await db.execute(sql`
        SELECT r.*, count(*) OVER () AS total
        FROM (${failedRuns(from, to)}) r ${where}
        ORDER BY r.failed_at DESC, r.id DESC
        LIMIT ${limit}`);
      const rows = rowsOf(result);
      return {
        total: Number(rows[0]?.total ?? 0),
        rows: rows.map((row) => ({
          id: String(row.id),
          type: String(row.type),
          status: String(row.status),
          needId: (row.need_id as string | null) ?? null,
          needName: (row.need_name as string | null) ?? null,
          candidateName: (row.candidate_name as string | null) ?? null,
          kind: String(row.kind),
          crmError: (row.crm_error as Record<string, unknown> | null) ?? null,
          error: (row.error as string | null) ?? null,
          stage: (row.stage as string | null) ?? null,
          failedAt: (row.failed_at as Date | string | null) ?? null,
        })),
      };
    },
  };
}
