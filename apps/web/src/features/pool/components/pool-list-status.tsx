import { Alert, Text } from '@mantine/core';
import { getErrorMessage } from '../../../shared/api/index.ts';

type TPoolListStatusProps = {
  query: { isError: boolean; error: unknown; data?: { items: readonly unknown[] } | undefined };
  failedText: string;
  emptyText: string;
};

/** Above a pool list: why it could not be read, or the sentence saying it is empty. */
export function PoolListStatus({ query, failedText, emptyText }: TPoolListStatusProps) {
  return (
    <>
      {query.isError ? <Alert color="red">{getErrorMessage(query.error, failedText)}</Alert> : null}
      {query.data && query.data.items.length === 0 ? <Text size="sm">{emptyText}</Text> : null}
    </>
  );
}
