import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { TAnalyticsCsvTable } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useDownloadAnalyticsCsv } from '../api/download-analytics-csv.ts';
import type { TAnalyticsParams } from '../utils/analytics-params.ts';

/** "Download CSV" of one table, with the page's period and filters. */
export function CsvButton({
  table,
  params,
  label,
}: {
  table: TAnalyticsCsvTable;
  params: TAnalyticsParams;
  /** What the table is, for screen readers ("per sales user"). */
  label: string;
}) {
  const t = useT();
  const download = useDownloadAnalyticsCsv();
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      aria-label={t('analytics.csv.ariaLabel', { table: label })}
      onClick={() =>
        download.mutate(
          { table, params },
          {
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: getErrorMessage(error, t('analytics.csv.error')),
              }),
          },
        )
      }
    >
      {t('analytics.csv.button')}
    </Button>
  );
}
