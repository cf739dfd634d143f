import type { ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { isApiError } from '../api/index.ts';

type TAlertText = { title: string; message: string };

type TRecordLoadFailureProps = {
  error: unknown;
  /** Said when the record does not exist (a 404): gray, since nothing went wrong. */
  missing: TAlertText;
  /** Said when the load failed for any other reason: red. */
  failed: TAlertText;
  /** The page's ways out below the alert (back, try again), knowing whether the record is gone. */
  actions: (isMissing: boolean) => ReactNode;
};

/** A record's page whose record could not be loaded: why, and where to go from there. */
export function RecordLoadFailure({ error, missing, failed, actions }: TRecordLoadFailureProps) {
  const isMissing = isApiError(error) && error.status === 404;
  const text = isMissing ? missing : failed;
  return (
    <Stack p="md" align="flex-start">
      <Alert color={isMissing ? 'gray' : 'red'} title={text.title}>
        {text.message}
      </Alert>
      {actions(isMissing)}
    </Stack>
  );
}
