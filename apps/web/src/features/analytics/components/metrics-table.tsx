import { Table, Text } from '@mantine/core';
import type { TAnalyticsTotals } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { formatDays, formatEuro, formatRate } from './analytics-format.ts';

type TRow = TAnalyticsTotals & { key: string; name: string };

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
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('analytics.metrics.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label={caption}
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{groupLabel}</Table.Th>
            <Table.Th ta="right">{t('analytics.metrics.opened')}</Table.Th>
            <Table.Th ta="right">{t('analytics.metrics.sold')}</Table.Th>
            <Table.Th ta="right">{t('analytics.metrics.canceled')}</Table.Th>
            <Table.Th ta="right">{t('analytics.metrics.fillRate')}</Table.Th>
            <Table.Th ta="right">{t('analytics.metrics.timeToSubmit')}</Table.Th>
            <Table.Th ta="right">{t('analytics.metrics.timeToPlace')}</Table.Th>
            <Table.Th ta="right">{t('analytics.metrics.avgMargin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td ta="right">{r.needsOpened}</Table.Td>
              <Table.Td ta="right">{r.needsSold}</Table.Td>
              <Table.Td ta="right">{r.needsCanceled}</Table.Td>
              <Table.Td ta="right">{formatRate(r.fillRate)}</Table.Td>
              <Table.Td ta="right">{formatDays(r.avgDaysToSubmit)}</Table.Td>
              <Table.Td ta="right">{formatDays(r.avgDaysToPlace)}</Table.Td>
              <Table.Td ta="right">{formatEuro(r.avgMargin)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
