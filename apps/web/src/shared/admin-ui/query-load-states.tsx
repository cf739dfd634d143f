import type { ReactNode } from 'react';
import { Paper, Text, type MantineSpacing } from '@mantine/core';
import { getErrorMessage } from '../api/index.ts';
import { LoadStates } from './load-states.tsx';

type TQueryLoadStatesProps = {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loadingLabel: string;
  /** Said when the load failed with no message of its own. */
  failedMessage: string;
  /** Set where the page says an empty list in a panel; else the content shows it. */
  emptyText?: string;
  isEmpty?: boolean;
  loaderPadding: MantineSpacing;
  children: ReactNode;
};

/** A page's list while its query loads, when it failed, empty, and then the list itself. */
export function QueryLoadStates({
  query,
  failedMessage,
  emptyText,
  ...states
}: TQueryLoadStatesProps) {
  return (
    <LoadStates
      isPending={query.isPending}
      failure={query.isError ? { message: getErrorMessage(query.error, failedMessage) } : null}
      empty={
        <Paper withBorder p="lg" radius="md">
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        </Paper>
      }
      {...states}
    />
  );
}
