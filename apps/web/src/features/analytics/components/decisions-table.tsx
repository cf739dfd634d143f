import { Badge, Table, Text } from '@mantine/core';
import { NO_REASON_LABEL, type TAnalyticsDecision } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';

/** GO/NO-GO decisions of the period grouped by their written reason. */
export function DecisionsTable({ decisions }: { decisions: TAnalyticsDecision[] }) {
  const t = useT();
  if (decisions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('analytics.decisions.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped verticalSpacing="xs" aria-label={t('analytics.decisions.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.decisions.decision')}</Table.Th>
            <Table.Th>{t('analytics.decisions.reason')}</Table.Th>
            <Table.Th ta="right">{t('analytics.decisions.count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {decisions.map((d) => (
            <Table.Tr key={`${d.decision}:${d.reason}`}>
              <Table.Td>
                <Badge color={d.decision === 'GO' ? 'green' : 'red'} variant="light">
                  {d.decision === 'GO'
                    ? t('analytics.decisions.go')
                    : t('analytics.decisions.noGo')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {d.reason === NO_REASON_LABEL ? t('analytics.decisions.noReason') : d.reason}
              </Table.Td>
              <Table.Td ta="right">{d.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
