import { Alert, Button, Text } from '@mantine/core';

type TMissingDataAlertProps = { message: string; actionLabel: string; onAction: () => void };

/** A CRM action waits for data the need lacks: what is missing, and a way to add it. */
export function MissingDataAlert({ message, actionLabel, onAction }: TMissingDataAlertProps) {
  return (
    <Alert color="yellow" variant="light" role="alert" p="sm">
      <Text size="sm">{message}</Text>
      <Button size="xs" mt="xs" variant="light" color="yellow" onClick={onAction}>
        {actionLabel}
      </Button>
    </Alert>
  );
}
