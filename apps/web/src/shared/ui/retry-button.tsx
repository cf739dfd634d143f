import type { MouseEvent } from 'react';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n.ts';

type TRetryButtonProps = {
  /** Red beside a failure that left nothing to show, orange beside data kept but stale. */
  color: 'red' | 'orange';
  /** The small text-button form, for a line inside a card. */
  isCompact?: boolean;
  loading?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** 'Retry' after a load failed: it runs the load again. */
export function RetryButton({ color, isCompact = false, loading, onClick }: TRetryButtonProps) {
  const t = useT();
  return (
    <Button
      size={isCompact ? 'compact-xs' : 'xs'}
      variant={isCompact ? 'subtle' : 'light'}
      color={color}
      leftSection={<IconRefresh size={isCompact ? 12 : 14} />}
      loading={loading}
      onClick={onClick}
    >
      {t('common.actions.retry')}
    </Button>
  );
}
