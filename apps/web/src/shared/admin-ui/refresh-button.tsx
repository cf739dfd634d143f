import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n.ts';

/** A page header's Refresh: spins while a refetch runs (not on the first load, which has its own). */
export function RefreshButton({
  isRefreshing,
  onClick,
}: {
  isRefreshing: boolean;
  onClick: () => void;
}) {
  const t = useT();
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={isRefreshing}
      onClick={onClick}
    >
      {t('common.actions.refresh')}
    </Button>
  );
}
