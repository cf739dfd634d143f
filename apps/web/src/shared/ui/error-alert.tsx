import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** Why the last action failed, in a red alert; nothing while there is no reason. */
export function ErrorAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
