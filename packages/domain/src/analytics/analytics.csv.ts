import { NO_REASON_LABEL, type TAnalyticsPeriod } from './analytics.rules.ts';
import type { TAnalytics } from './analytics.schema.ts';

/** The tables of /analytics a person can download, as `GET /api/v1/analytics/<name>.csv`. */
export const ANALYTICS_CSV_TABLES = [
  'sales-users',
  'clients',
  'funnel',
  'time-in-column',
  'decisions',
  'tjm',
] as const;
export type TAnalyticsCsvTable = (typeof ANALYTICS_CSV_TABLES)[number];

const num = (value: number | null, digits = 2) =>
  value === null ? '' : String(Math.round(value * 10 ** digits) / 10 ** digits);
const rate = (value: number | null) => num(value, 4);

type TMetricRow = TAnalytics['totals'];
const METRIC_HEADERS = [
  'needs opened',
  'needs sold',
  'needs canceled',
  'opened and sold',
  'fill rate',
  'avg days to submit',
  'avg days to place',
  'avg margin (EUR/day)',
  'avg margin rate',
  'sales with known cost',
];
const metricCells = (r: TMetricRow) => [
  String(r.needsOpened),
  String(r.needsSold),
  String(r.needsCanceled),
  String(r.openedAndSold),
  rate(r.fillRate),
  num(r.avgDaysToSubmit),
  num(r.avgDaysToPlace),
  num(r.avgMargin),
  rate(r.avgMarginRate),
  String(r.marginSamples),
];

/** One table of the answer as CSV records, header first (rates as fractions, days with 2 decimals). */
export function analyticsCsvRecords(table: TAnalyticsCsvTable, data: TAnalytics): string[][] {
  switch (table) {
    case 'sales-users':
      return [
        ['sales user id', 'sales user', ...METRIC_HEADERS],
        ...data.bySalesUser.map((r) => [r.ownerId ?? '', r.ownerName ?? '', ...metricCells(r)]),
      ];
    case 'clients':
      return [
        ['client', ...METRIC_HEADERS],
        ...data.byClient.map((r) => [r.client, ...metricCells(r)]),
      ];
    case 'funnel':
      return [
        ['stage', 'candidacies', 'conversion from previous stage'],
        ...data.funnel.map((s) => [s.label, String(s.count), rate(s.conversion)]),
      ];
    case 'time-in-column':
      return [
        ['column', 'avg days', 'stays'],
        ...data.timeInColumn.map((c) => [c.column, num(c.avgDays), String(c.stays)]),
      ];
    case 'decisions':
      return [
        ['decision', 'reason', 'count'],
        ...data.decisions.map((d) => [d.decision, d.reason || NO_REASON_LABEL, String(d.count)]),
      ];
    case 'tjm':
      return [
        ['TJM (EUR/day)', 'sold needs'],
        ...data.tjmDistribution.map((b) => [b.label, String(b.count)]),
      ];
  }
}

/** `analytics-sales-users-2026-10-01_2026-12-31.csv` */
export function analyticsCsvFileName(table: TAnalyticsCsvTable, period: TAnalyticsPeriod): string {
  return `analytics-${table}-${period.from}_${period.to}.csv`;
}
