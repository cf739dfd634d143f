import {
  analyticsCsvFileName,
  analyticsCsvRecords,
  can,
  fillRate,
  funnelConversions,
  NEED_COLUMNS,
  NO_REASON_LABEL,
  periodBounds,
  resolveAnalyticsPeriod,
  TJM_BUCKET_EDGES,
  activityRate,
  toDayText,
  tjmBucketLabel,
  type TAnalytics,
  type TAnalyticsCsvTable,
  type TAnalyticsQuery,
  type TAnalyticsTotals,
  type TNeedColumn,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { PERMISSION_DENIED } from '../../lib/access.ts';
import type { TActor } from '../../lib/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import { createAnalyticsRepository, type TMetricsRow } from './analytics.repository.ts';
import { CSV_BOM, toCsvLines } from '../../lib/csv.ts';

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);
const int = (value: number | string | null): number => (value === null ? 0 : Number(value));
const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

function toMetrics(row: TMetricsRow | undefined): TAnalyticsTotals {
  const opened = int(row?.opened ?? null);
  const openedAndSold = int(row?.opened_and_sold ?? null);
  return {
    needsOpened: opened,
    needsSold: int(row?.sold ?? null),
    needsCanceled: int(row?.canceled ?? null),
    openedAndSold,
    fillRate: round(fillRate(openedAndSold, opened), 4),
    avgDaysToSubmit: round(num(row?.avg_days_to_submit ?? null), 2),
    avgDaysToPlace: round(num(row?.avg_days_to_place ?? null), 2),
    avgMargin: round(num(row?.avg_margin ?? null), 2),
    avgMarginRate: round(num(row?.avg_margin_rate ?? null), 4),
    marginSamples: int(row?.margin_samples ?? null),
  };
}

/** /analytics: every figure for a period and filters, computed in SQL; Admin and Sales. */
export function createAnalyticsService(deps: { db: TDb; now?: () => Date }) {
  const repo = createAnalyticsRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function get(actor: TActor, query: TAnalyticsQuery): Promise<TAnalytics> {
    if (!can.viewAnalytics(actor.role)) throw forbidden(PERMISSION_DENIED);
    const period = resolveAnalyticsPeriod(query, now());
    const range = periodBounds(period);
    const filter = {
      owner: query.owner,
      client: query.client,
      priority: query.priority,
      category: query.category,
    };
    const [metrics, funnel, columns, decisions, bench] = await Promise.all([
      repo.metrics(filter, range),
      repo.funnel(filter, range),
      repo.timeInColumn(filter, range),
      repo.decisions(filter, range),
      repo.bench(range, toDayText(now())),
    ]);
    const billedDays = int(bench.billed_days);
    const benchDays = int(bench.bench_days);
    const tjm = metrics.filter((r) => r.grouping === 'tjm' && r.bucket !== null);

    const columnRank = (c: string) => NEED_COLUMNS.indexOf(c as TNeedColumn);
    const tjmCounts = new Map(tjm.map((r) => [int(r.bucket), int(r.sold)]));
    const bySales = metrics
      .filter((r) => r.grouping === 'owner')
      .map((r) => ({ ownerId: r.owner_id, ownerName: r.owner_name, ...toMetrics(r) }))
      .sort(
        (a, b) =>
          b.needsOpened - a.needsOpened ||
          (a.ownerName ?? '\uffff').localeCompare(b.ownerName ?? '\uffff'),
      );
    const byClient = metrics
      .filter((r) => r.grouping === 'client')
      .map((r) => ({ client: r.client ?? '', ...toMetrics(r) }))
      .sort((a, b) => b.needsOpened - a.needsOpened || a.client.localeCompare(b.client));

    return {
      period,
      totals: toMetrics(metrics.find((r) => r.grouping === 'all')),
      funnel: funnelConversions({
        IDENTIFIED: int(funnel.identified),
        SENT: int(funnel.sent),
        INTERVIEW: int(funnel.interview),
        GO: int(funnel.go),
        SALE: int(funnel.sale),
      }).map((s) => ({ ...s, conversion: round(s.conversion, 4) })),
      timeInColumn: columns
        .filter((c) => columnRank(c.col) >= 0)
        .map((c) => ({
          column: c.col as TNeedColumn,
          avgDays: round(num(c.avg_days), 2) ?? 0,
          stays: int(c.stays),
        }))
        .sort((a, b) => columnRank(a.column) - columnRank(b.column)),
      decisions: decisions.map((d) => ({
        decision: d.decision as 'GO' | 'NO_GO',
        reason: d.reason ?? NO_REASON_LABEL,
        count: int(d.count),
      })),
      bySalesUser: bySales,
      byClient,
      tjmDistribution: TJM_BUCKET_EDGES.map((min, i) => ({
        label: tjmBucketLabel(i),
        min,
        max: TJM_BUCKET_EDGES[i + 1] ?? null,
        count: tjmCounts.get(i) ?? 0,
      })),
      bench: {
        consultants: int(bench.consultants),
        onBenchToday: int(bench.on_bench),
        billedDays,
        benchDays,
        workingDays: billedDays + benchDays,
        tace: round(activityRate(billedDays, benchDays), 4),
      },
    };
  }

  return {
    get,
    /** One table of the same answer as a CSV file (BOM, header row, CRLF). */
    async csv(
      actor: TActor,
      table: TAnalyticsCsvTable,
      query: TAnalyticsQuery,
    ): Promise<{ fileName: string; body: string }> {
      const data = await get(actor, query);
      return {
        fileName: analyticsCsvFileName(table, data.period),
        body: CSV_BOM + toCsvLines(analyticsCsvRecords(table, data)),
      };
    },
  };
}
export type TAnalyticsService = ReturnType<typeof createAnalyticsService>;
