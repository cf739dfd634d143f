import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { t, useT } from '../../i18n/i18n.ts';
import { getErrorMessage } from '../api/index.ts';
import { formatTime } from '../utils/format-date.ts';
import { RetryButton } from './retry-button.tsx';

/** The banner's words, in the interface's language. */
export const STALE_DATA_TEXTS = {
  heading: (updatedAt: number) =>
    updatedAt > 0 ? t('app.stale.titleAt', { time: formatTime(updatedAt) }) : t('app.stale.title'),
  fallback: () => t('app.stale.fallback'),
  hint: () => t('app.stale.hint'),
} as const;

/** The part of a TanStack query result the banner reads. */
export type TStaleQuery = {
  isRefetchError: boolean;
  error: unknown;
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/**
 * A refresh failed while data was on screen: the data stays, marked stale, with the
 * error and Retry. Renders nothing otherwise, so a page can always place it above its list.
 */
export function StaleDataAlert({ query, onRetry }: { query: TStaleQuery; onRetry?: () => void }) {
  // Renders again when the language changes.
  useT();
  if (!query.isRefetchError) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      title={STALE_DATA_TEXTS.heading(query.dataUpdatedAt)}
      data-testid="stale-data"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text size="sm">{getErrorMessage(query.error, STALE_DATA_TEXTS.fallback())}</Text>
          <Text size="sm" c="dimmed">
            {STALE_DATA_TEXTS.hint()}
          </Text>
        </Stack>
        <RetryButton
          color="orange"
          loading={query.isFetching}
          onClick={() => (onRetry ? onRetry() : void query.refetch())}
        />
      </Group>
    </Alert>
  );
}
