import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TAnalyticsTotals } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { formatDays, formatEuro, formatRate } from './analytics-format.ts';

function Tile({
  id,
  label,
  value,
  hint,
}: {
  /** A stable name for tests, whatever the language ("Fill rate"). */
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

/** The period's headline figures. */
export function KpiTiles({ totals }: { totals: TAnalyticsTotals }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      <Tile
        id="Needs opened"
        label={t('analytics.kpi.needsOpened')}
        value={String(totals.needsOpened)}
        hint={t('analytics.kpi.needsOpenedHint')}
      />
      <Tile
        id="Sold"
        label={t('analytics.kpi.sold')}
        value={String(totals.needsSold)}
        hint={t('analytics.kpi.soldHint')}
      />
      <Tile
        id="Canceled"
        label={t('analytics.kpi.canceled')}
        value={String(totals.needsCanceled)}
        hint={t('analytics.kpi.canceledHint')}
      />
      <Tile
        id="Fill rate"
        label={t('analytics.kpi.fillRate')}
        value={formatRate(totals.fillRate)}
        hint={t('analytics.kpi.fillRateHint', {
          sold: totals.openedAndSold,
          opened: totals.needsOpened,
        })}
      />
      <Tile
        id="Time to submit"
        label={t('analytics.kpi.timeToSubmit')}
        value={formatDays(totals.avgDaysToSubmit)}
        hint={t('analytics.kpi.timeToSubmitHint')}
      />
      <Tile
        id="Time to place"
        label={t('analytics.kpi.timeToPlace')}
        value={formatDays(totals.avgDaysToPlace)}
        hint={t('analytics.kpi.timeToPlaceHint')}
      />
      <Tile
        id="Avg margin"
        label={t('analytics.kpi.avgMargin')}
        value={formatEuro(totals.avgMargin)}
        hint={
          totals.marginSamples
            ? t('analytics.kpi.avgMarginHint', {
                rate: formatRate(totals.avgMarginRate),
                count: totals.marginSamples,
              })
            : t('analytics.kpi.avgMarginNone')
        }
      />
    </SimpleGrid>
  );
}
