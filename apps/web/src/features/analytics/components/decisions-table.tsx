import { Badge, Table, Text } from '@mantine/core';
import type { TAnalyticsDecision } from '@staffing/domain';

/** GO/NO-GO decisions of the period grouped by their written reason. */
export function DecisionsTable({ decisions }: { decisions: TAnalyticsDecision[] }) {
  if (decisions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No GO/NO-GO decision in this period.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped verticalSpacing="xs" aria-label="GO/NO-GO decisions by reason">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Decision</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th ta="right">Count</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {decisions.map((d) => (
            <Table.Tr key={`${d.decision}:${d.reason}`}>
              <Table.Td>
                <Badge color={d.decision === 'GO' ? 'green' : 'red'} variant="light">
                  {d.decision === 'GO' ? 'GO' : 'NO-GO'}
                </Badge>
              </Table.Td>
              <Table.Td>{d.reason}</Table.Td>
              <Table.Td ta="right">{d.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
