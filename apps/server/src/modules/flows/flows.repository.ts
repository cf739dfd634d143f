import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { getFlowDateRange, type TFlowListQuery } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { candidates, flows, needs } from '../../db/schema/index.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';

export type TFlowFilter = Omit<TFlowListQuery, 'page' | 'size'>;

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `failed` rows (older producers) count as `error`. */
function statusesOf(list: string[]): string[] {
  return list.includes('error') ? [...list, 'failed'] : list;
}

/**
 * The list's filters as SQL. search looks at the flow id, the need (name, client), the candidate
 * (name, e-mail), the client e-mail and the CRM ids a flow keeps under metadata.crm or result.crm, or
 * in the saved stage outputs of a CRM run.
 */
export function flowConditions(filter: TFlowFilter, extra: SQL[] = []): SQL | undefined {
  const where: SQL[] = [...extra];
  if (filter.category?.length) where.push(inArray(flows.category, filter.category));
  if (filter.status?.length) where.push(inArray(flows.status, statusesOf(filter.status)));
  if (filter.type?.length) where.push(inArray(flows.type, filter.type));
  if (filter.needId) where.push(eq(flows.needId, filter.needId));
  if (filter.candidateId) where.push(eq(flows.candidateId, filter.candidateId));
  const { from, to } = getFlowDateRange(filter);
  if (from) where.push(gte(flows.createdAt, from));
  if (to) where.push(lte(flows.createdAt, to));
  if (filter.search) {
    const p = escapeLike(filter.search);
    where.push(
      or(
        ilike(flows.id, p),
        ilike(flows.needName, p),
        ilike(flows.candidateName, p),
        ilike(flows.candidateEmail, p),
        ilike(flows.clientEmail, p),
        sql`${flows.payload}->>'client' ILIKE ${p}`,
        sql`${flows.payload}->>'clientName' ILIKE ${p}`,
        sql`EXISTS (SELECT 1 FROM ${needs} n WHERE n.id = ${flows.needId}
          AND (n.title ILIKE ${p} OR n.client ILIKE ${p}))`,
        sql`EXISTS (SELECT 1 FROM ${candidates} c WHERE c.id = ${flows.candidateId}
          AND (c.name ILIKE ${p} OR c.email ILIKE ${p}))`,
        sql`(${flows.metadata}->'crm')::text ILIKE ${p}`,
        sql`(${flows.result}->'crm')::text ILIKE ${p}`,
        // A CRM run's saved stage outputs are the CRM records it wrote (id, url).
        sql`(${flows.category} = 'crm_rpa' AND (${flows.result}->'stages')::text ILIKE ${p})`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

type TStatusCount = { category: string; status: string; n: number };
type TWindowStats = {
  finished: number;
  errors: number;
  d50: number | null;
  d95: number | null;
};

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function createAdminFlowsRepository(db: TExecutor) {
  return {
    async list(filter: TFlowFilter, page: number, size: number) {
      const where = flowConditions(filter);
      const rows = await db
        .select()
        .from(flows)
        .where(where)
        .orderBy(desc(flows.createdAt), desc(flows.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ n: count() }).from(flows).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async count(filter: TFlowFilter, statuses?: string[]): Promise<number> {
      const extra = statuses ? [inArray(flows.status, statuses)] : [];
      const [row] = await db
        .select({ n: count() })
        .from(flows)
        .where(flowConditions(filter, extra));
      return row?.n ?? 0;
    },

    /** The flows a bulk action may touch, oldest first (at most `limit`). */
    async listForAction(
      filter: TFlowFilter | null,
      ids: string[] | null,
      statuses: string[],
      limit: number,
    ): Promise<TFlowRow[]> {
      const extra = [inArray(flows.status, statuses)];
      const where = ids ? and(inArray(flows.id, ids), ...extra) : flowConditions(filter!, extra);
      return db.select().from(flows).where(where).orderBy(flows.createdAt).limit(limit);
    },

    async countByIds(ids: string[]): Promise<number> {
      const [row] = await db.select({ n: count() }).from(flows).where(inArray(flows.id, ids));
      return row?.n ?? 0;
    },

    async statusCounts(category?: string): Promise<TStatusCount[]> {
      const rows = await db
        .select({ category: flows.category, status: flows.status, n: count() })
        .from(flows)
        .where(category ? eq(flows.category, category) : undefined)
        .groupBy(flows.category, flows.status);
      return rows;
    },

    /** Finished runs in the window, their errors, and duration percentiles (SQL, not JS). */
    async windowStats(hours: number, category?: string): Promise<TWindowStats> {
      const cat = category ? sql`AND category = ${category}` : sql``;
      const result = await db.execute(sql`
        SELECT
          count(*) AS finished,
          count(*) FILTER (WHERE status IN ('error', 'failed')) AS errors,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - started_at) * 1000)
            FILTER (WHERE status = 'completed' AND started_at IS NOT NULL) AS d50,
          percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - started_at) * 1000)
            FILTER (WHERE status = 'completed' AND started_at IS NOT NULL) AS d95
        FROM flows
        WHERE status IN ('completed', 'error', 'failed', 'cancelled')
          AND completed_at >= now() - make_interval(hours => ${hours}) ${cat}`);
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
      return {
        finished: Number(row.finished ?? 0),
        errors: Number(row.errors ?? 0),
        d50: num(row.d50),
        d95: num(row.d95),
      };
    },

    async queueWait(hours: number, category?: string) {
      const cat = category ? sql`AND f.category = ${category}` : sql``;
      const result = await db.execute(sql`
        SELECT
          percentile_cont(0.5) WITHIN GROUP (ORDER BY a.queue_wait_ms) AS w50,
          percentile_cont(0.95) WITHIN GROUP (ORDER BY a.queue_wait_ms) AS w95
        FROM flow_stage_attempts a JOIN flows f ON f.id = a.flow_id
        WHERE a.queue_wait_ms IS NOT NULL
          AND a.started_at >= now() - make_interval(hours => ${hours}) ${cat}`);
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
      return { p50: num(row.w50), p95: num(row.w95) };
    },

    /** Unfinished runs without any change for `ms`. */
    async stuck(ms: number, category?: string, limit = 100) {
      const where = and(
        inArray(flows.status, ['pending', 'processing']),
        sql`${flows.updatedAt} < now() - make_interval(secs => ${ms / 1000})`,
        category ? eq(flows.category, category) : undefined,
      );
      const rows = await db
        .select({ id: flows.id })
        .from(flows)
        .where(where)
        .orderBy(flows.updatedAt)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(flows).where(where);
      return { count: total?.n ?? 0, flowIds: rows.map((r) => r.id) };
    },

    async needExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: needs.id }).from(needs).where(eq(needs.id, id));
      return !!row;
    },
    async candidateExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.id, id));
      return !!row;
    },
  };
}
