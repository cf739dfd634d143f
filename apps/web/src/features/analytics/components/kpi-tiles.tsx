import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TAnalyticsBench, TAnalyticsTotals } from '@staffing/domain';
import { useT, type TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { formatDays, formatEuro, formatRate } from './analytics-format.ts';

function Tile({
  id,
  label,
  value,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`kpi-${id}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

interface TKpi {
  /** A stable name for tests, whatever the language ("Fill rate"). */
  id: string;
  label: TMessageKey;
  value: (totals: TAnalyticsTotals) => string;
  hint: (totals: TAnalyticsTotals, t: TTranslate) => string;
}

const KPIS: TKpi[] = [
  {
    id: 'Needs opened',
    label: 'analytics.kpi.needsOpened',
    value: (totals) => String(totals.needsOpened),
    hint: (_, t) => t('analytics.kpi.needsOpenedHint'),
  },
  {
    id: 'Sold',
    label: 'analytics.kpi.sold',
    value: (totals) => String(totals.needsSold),
    hint: (_, t) => t('analytics.kpi.soldHint'),
  },
  {
    id: 'Canceled',
    label: 'analytics.kpi.canceled',
    value: (totals) => String(totals.needsCanceled),
    hint: (_, t) => t('analytics.kpi.canceledHint'),
  },
  {
    id: 'Fill rate',
    label: 'analytics.kpi.fillRate',
    value: (totals) => formatRate(totals.fillRate),
    hint: (totals, t) =>
      t('analytics.kpi.fillRateHint', { sold: totals.openedAndSold, opened: totals.needsOpened }),
  },
  {
    id: 'Time to submit',
    label: 'analytics.kpi.timeToSubmit',
    value: (totals) => formatDays(totals.avgDaysToSubmit),
    hint: (_, t) => t('analytics.kpi.timeToSubmitHint'),
  },
  {
    id: 'Time to place',
    label: 'analytics.kpi.timeToPlace',
    value: (totals) => formatDays(totals.avgDaysToPlace),
    hint: (_, t) => t('analytics.kpi.timeToPlaceHint'),
  },
  {
    id: 'Avg margin',
    label: 'analytics.kpi.avgMargin',
    value: (totals) => formatEuro(totals.avgMargin),
    hint: (totals, t) =>
      totals.marginSamples
        ? t('analytics.kpi.avgMarginHint', {
            rate: formatRate(totals.avgMarginRate),
            count: totals.marginSamples,
          })
        : t('analytics.kpi.avgMarginNone'),
  },
];

/** The period's headline figures. */
export function KpiTiles({ totals }: { totals: TAnalyticsTotals }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      {KPIS.map((kpi) => (
        <Tile
          key={kpi.id}
          id={kpi.id}
          label={t(kpi.label)}
          value={kpi.value(totals)}
          hint={kpi.hint(totals, t)}
        />
      ))}
    </SimpleGrid>
  );
}

/** The consultants' bench and activity rate (TACE) over the period. */
export function BenchTiles({ bench }: { bench: TAnalyticsBench }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      <Tile
        id="On the bench"
        label={t('analytics.kpi.onBench')}
        value={String(bench.onBenchToday)}
        hint={t('analytics.kpi.onBenchHint', { count: bench.consultants })}
      />
      <Tile
        id="Bench days"
        label={t('analytics.kpi.benchDays')}
        value={String(bench.benchDays)}
        hint={t('analytics.kpi.benchDaysHint', { working: bench.workingDays })}
      />
      <Tile
        id="TACE"
        label={t('analytics.kpi.tace')}
        value={formatRate(bench.tace)}
        hint={t('analytics.kpi.taceHint', { billed: bench.billedDays, working: bench.workingDays })}
      />
    </SimpleGrid>
  );
}
