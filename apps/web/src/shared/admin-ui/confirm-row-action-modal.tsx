import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmActionModal } from './confirm-action-modal.tsx';

type TConfirmRowActionModalProps<TRow extends { id: string }> = {
  /** The row the action would apply to; null keeps the dialog closed. */
  row: TRow | null;
  /** The action, called with the row's id. */
  mutation: Pick<
    UseMutationResult<unknown, Error, string>,
    'mutate' | 'reset' | 'isPending' | 'error'
  >;
  title: string;
  message: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The green toast once it is done, naming the row. */
  doneMessage: (row: TRow) => string;
  /** The reason shown in the dialog when it failed. */
  failureMessage: (error: Error) => string;
  onClose: () => void;
};

/**
 * Asks, then runs an action that cannot be undone on one row (revoke a key, delete an account):
 * a failure stays in the dialog, success toasts and closes, and closing forgets the last failure.
 */
export function ConfirmRowActionModal<TRow extends { id: string }>({
  row,
  mutation,
  doneMessage,
  failureMessage,
  onClose,
  ...texts
}: TConfirmRowActionModalProps<TRow>) {
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = (target: TRow) =>
    mutation.mutate(target.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: doneMessage(target) });
        close();
      },
    });
  return (
    <ConfirmActionModal
      {...texts}
      opened={row !== null}
      isPending={mutation.isPending}
      errorMessage={mutation.error ? failureMessage(mutation.error) : null}
      onConfirm={() => {
        if (row) confirm(row);
      }}
      onClose={close}
    />
  );
}
