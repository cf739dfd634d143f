import { Badge } from '@mantine/core';
import { NO_REASON_LABEL, type TAnalyticsDecision } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { DataTable } from '../../../shared/admin-ui/data-table.tsx';

/** GO/NO-GO decisions of the period grouped by their written reason. */
export function DecisionsTable({ decisions }: { decisions: TAnalyticsDecision[] }) {
  const t = useT();
  return (
    <DataTable
      minWidth={360}
      striped
      verticalSpacing="xs"
      aria-label={t('analytics.decisions.tableLabel')}
      emptyText={t('analytics.decisions.empty')}
      rows={decisions}
      rowKey={(d) => `${d.decision}:${d.reason}`}
      columns={[
        {
          key: 'decision',
          header: t('analytics.decisions.decision'),
          cell: (d) => (
            <Badge color={d.decision === 'GO' ? 'green' : 'red'} variant="light">
              {d.decision === 'GO' ? t('analytics.decisions.go') : t('analytics.decisions.noGo')}
            </Badge>
          ),
        },
        {
          key: 'reason',
          header: t('analytics.decisions.reason'),
          cell: (d) =>
            d.reason === NO_REASON_LABEL ? t('analytics.decisions.noReason') : d.reason,
        },
        {
          key: 'count',
          header: t('analytics.decisions.count'),
          th: { ta: 'right' },
          td: { ta: 'right' },
          cell: (d) => d.count,
        },
      ]}
    />
  );
}
