import type { TAnalyticsTotals } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { DataTable, type TDataColumn } from '../../../shared/admin-ui/data-table.tsx';
import { formatDays, formatEuro, formatRate } from './analytics-format.ts';

type TRow = TAnalyticsTotals & { key: string; name: string };

/** The figures of a row, right-aligned as numbers are: their header and how each is written. */
const FIGURES: { key: TMessageKey; cell: (r: TRow) => string | number }[] = [
  { key: 'analytics.metrics.opened', cell: (r) => r.needsOpened },
  { key: 'analytics.metrics.sold', cell: (r) => r.needsSold },
  { key: 'analytics.metrics.canceled', cell: (r) => r.needsCanceled },
  { key: 'analytics.metrics.fillRate', cell: (r) => formatRate(r.fillRate) },
  { key: 'analytics.metrics.timeToSubmit', cell: (r) => formatDays(r.avgDaysToSubmit) },
  { key: 'analytics.metrics.timeToPlace', cell: (r) => formatDays(r.avgDaysToPlace) },
  { key: 'analytics.metrics.avgMargin', cell: (r) => formatEuro(r.avgMargin) },
];

/** Per sales user or per client: the same figures as the tiles, one row per group. */
export function MetricsTable({
  rows,
  groupLabel,
  caption,
}: {
  rows: TRow[];
  groupLabel: string;
  caption: string;
}) {
  const t = useT();
  const columns: TDataColumn<TRow>[] = [
    { key: 'group', header: groupLabel, cell: (r) => r.name },
    ...FIGURES.map((figure) => ({
      key: figure.key,
      header: t(figure.key),
      th: { ta: 'right' as const },
      td: { ta: 'right' as const },
      cell: figure.cell,
    })),
  ];
  return (
    <DataTable
      minWidth={720}
      striped
      highlightOnHover
      verticalSpacing="xs"
      aria-label={caption}
      style={{ whiteSpace: 'nowrap' }}
      emptyText={t('analytics.metrics.empty')}
      rows={rows}
      rowKey={(r) => r.key}
      columns={columns}
    />
  );
}
