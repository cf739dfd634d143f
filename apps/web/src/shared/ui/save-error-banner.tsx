import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';

/** A save that failed: its message, and Reload when someone else changed the record (409). */
export type TSaveError = { message: string; isStale: boolean };

type TSaveErrorBannerProps = {
  error: TSaveError | null;
  onReload: () => void;
  isReloading: boolean;
};

/**
 * Under an edit form whose save was refused: the user's input stays in the form, and a stale
 * update offers Reload (docs/decisions/0006-stale-version.md: a stale `version` keeps what was typed and offers Reload).
 */
export function SaveErrorBanner({ error, onReload, isReloading }: TSaveErrorBannerProps) {
  const t = useT();
  if (!error) return null;
  return (
    <Alert color={error.isStale ? 'orange' : 'red'} role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{error.message}</Text>
        {error.isStale ? (
          <Button size="xs" variant="light" color="orange" loading={isReloading} onClick={onReload}>
            {t('app.save.reload')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
