import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TAnalyticsTotals } from '@staffing/domain';
import { formatDays, formatEuro, formatRate } from './analytics-format.ts';

function Tile({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`kpi-${label}`}>
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
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      <Tile label="Needs opened" value={String(totals.needsOpened)} hint="created in the period" />
      <Tile label="Sold" value={String(totals.needsSold)} hint="reached Sold in the period" />
      <Tile
        label="Canceled"
        value={String(totals.needsCanceled)}
        hint="moved to Canceled in the period"
      />
      <Tile
        label="Fill rate"
        value={formatRate(totals.fillRate)}
        hint={`${totals.openedAndSold} of ${totals.needsOpened} opened needs sold`}
      />
      <Tile
        label="Time to submit"
        value={formatDays(totals.avgDaysToSubmit)}
        hint="need created → first candidate sent"
      />
      <Tile
        label="Time to place"
        value={formatDays(totals.avgDaysToPlace)}
        hint="need created → sale"
      />
      <Tile
        label="Avg margin"
        value={formatEuro(totals.avgMargin)}
        hint={
          totals.marginSamples
            ? `per day, ${formatRate(totals.avgMarginRate)} over ${totals.marginSamples} sale(s) with a known cost`
            : 'no sale with a known consultant cost'
        }
      />
    </SimpleGrid>
  );
}
