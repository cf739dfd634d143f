import { Table, Text } from '@mantine/core';
import type { TAnalyticsTotals } from '@staffing/domain';
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
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing in this period.
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
            <Table.Th ta="right">Opened</Table.Th>
            <Table.Th ta="right">Sold</Table.Th>
            <Table.Th ta="right">Canceled</Table.Th>
            <Table.Th ta="right">Fill rate</Table.Th>
            <Table.Th ta="right">Time to submit</Table.Th>
            <Table.Th ta="right">Time to place</Table.Th>
            <Table.Th ta="right">Avg margin</Table.Th>
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
