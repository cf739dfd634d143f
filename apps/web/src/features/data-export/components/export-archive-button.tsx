import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip } from '@tabler/icons-react';
import { archiveScopeOf, type TRole } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useExportArchive } from '../api/export-archive.ts';

/**
 * The firm's data is never locked in: the Admin downloads the whole pool, a Sales user what they
 * own, as CSV files and documents in one zip. Nothing for a Recruiter, who owns no record.
 */
export function ExportArchiveButton({ role }: { role: TRole | null }) {
  const t = useT();
  const archive = useExportArchive();
  const scope = role ? archiveScopeOf(role) : null;
  if (!scope) return null;

  const download = () =>
    archive.mutate(undefined, {
      onSuccess: (fileName) =>
        notifications.show({ color: 'green', message: t('data-export.downloaded', { fileName }) }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t('data-export.failed', {
            reason: getErrorMessage(error, t('data-export.failedUnknown')),
          }),
        }),
    });

  return (
    <Tooltip
      label={t(scope === 'pool' ? 'data-export.aboutPool' : 'data-export.aboutOwned')}
      multiline
      w={320}
    >
      <Button
        variant="default"
        leftSection={<IconFileZip size={16} />}
        loading={archive.isPending}
        onClick={download}
      >
        {t(scope === 'pool' ? 'data-export.exportAll' : 'data-export.exportMine')}
      </Button>
    </Tooltip>
  );
}
