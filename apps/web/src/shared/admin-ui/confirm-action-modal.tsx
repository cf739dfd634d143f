import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../ui/app-modal.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';

type TConfirmActionModalProps = {
  opened: boolean;
  title: string;
  /** What will happen, naming the thing it happens to. */
  message: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  isPending: boolean;
  /** The reason the last try failed, shown above the buttons. */
  errorMessage: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before an action that cannot be undone (revoke a key, delete an account). The cancel button
 * has the focus, and the modal stays open while the action runs.
 */
export function ConfirmActionModal(props: TConfirmActionModalProps) {
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeOnClickOutside={!props.isPending}
    >
      {props.opened ? (
        <Stack gap="md">
          <Text>{props.message}</Text>
          <ErrorAlert message={props.errorMessage} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={props.onClose}
              disabled={props.isPending}
              data-autofocus
            >
              {props.cancelLabel}
            </Button>
            <Button color="red" loading={props.isPending} onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
