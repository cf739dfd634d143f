import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n.ts';

/** Opens the live viewer of a run, from a run's details or right after launching it. */
export function WatchLiveButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button color="grape" leftSection={<IconEye size={16} />} onClick={onClick}>
      {t('flows.live.watch')}
    </Button>
  );
}
