import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';

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
  const t = useT();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      closeOnClickOutside={!props.isPending}
    >
      {props.opened ? (
        <Stack gap="md">
          <Text>{props.message}</Text>
          {props.errorMessage ? (
            <Alert color="red" role="alert">
              {props.errorMessage}
            </Alert>
          ) : null}
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
    </Modal>
  );
}
