import type { ReactNode } from 'react';
import { Paper, Text, type MantineSpacing } from '@mantine/core';
import { getErrorMessage } from '../api/index.ts';
import { LoadStates } from './load-states.tsx';

type TQueryLoadStatesProps = {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loadingLabel: string;
  /** Said when the load failed with no message of its own. */
  failedMessage: string;
  isEmpty?: boolean;
  /** What stands for an empty list: a sentence (dimmed) or a node of its own. */
  empty?: ReactNode;
  loaderPadding?: MantineSpacing;
  children: ReactNode;
};

/** A page's content while its query loads, when it failed, when it is empty, and then itself. */
export function QueryLoadStates({ query, failedMessage, ...states }: TQueryLoadStatesProps) {
  return (
    <LoadStates
      isPending={query.isPending}
      failure={query.isError ? { message: getErrorMessage(query.error, failedMessage) } : null}
      {...states}
    />
  );
}

/** An empty list's sentence in a bordered panel, where the list itself would stand. */
export function EmptyListPanel({ text }: { text: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}
