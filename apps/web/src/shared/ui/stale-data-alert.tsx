import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { getErrorMessage } from '../api/index.ts';

const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });

export const STALE_DATA_TEXTS = {
  title: (updatedAt: number) =>
    updatedAt > 0
      ? `Showing the last data loaded, at ${TIME.format(new Date(updatedAt))}`
      : 'Showing the last data loaded',
  fallback: 'The server could not be reached.',
  hint: 'What you see may be out of date.',
  retry: 'Retry',
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
 * A refresh failed while data was on screen (issue 19): the data stays, marked stale, with the
 * error and Retry. Renders nothing otherwise, so a page can always place it above its list.
 */
export function StaleDataAlert({ query, onRetry }: { query: TStaleQuery; onRetry?: () => void }) {
  if (!query.isRefetchError) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      title={STALE_DATA_TEXTS.title(query.dataUpdatedAt)}
      data-testid="stale-data"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text size="sm">{getErrorMessage(query.error, STALE_DATA_TEXTS.fallback)}</Text>
          <Text size="sm" c="dimmed">
            {STALE_DATA_TEXTS.hint}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          loading={query.isFetching}
          onClick={() => (onRetry ? onRetry() : void query.refetch())}
        >
          {STALE_DATA_TEXTS.retry}
        </Button>
      </Group>
    </Alert>
  );
}
