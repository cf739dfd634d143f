import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { NEED_MESSAGES, type TNeed } from '@staffing/domain';
import { getHardDeleteErrorMessage, useHardDeleteNeed } from '../api/hard-delete-need.ts';
import { toastSuccess } from '../utils/toasts.ts';

/** Permanent deletion asks for the exact word DELETE (spec 000 §5). */
export function HardDeleteModal({ need, onClose }: { need: TNeed; onClose: () => void }) {
  const remove = useHardDeleteNeed();
  const [typed, setTyped] = useState('');
  const isConfirmed = typed === NEED_MESSAGES.hardDeleteConfirmWord;
  return (
    <Modal opened onClose={onClose} title="Delete need permanently" centered>
      <Stack gap="sm">
        <Text size="sm">
          <strong>{need.title}</strong> ({need.client}) will be removed entirely. This action cannot
          be undone.
        </Text>
        <TextInput
          label={`Type ${NEED_MESSAGES.hardDeleteConfirmWord} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {remove.error ? (
          <Alert color="red" role="alert">
            {getHardDeleteErrorMessage(remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={!isConfirmed}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(need.id, {
                onSuccess: () => {
                  toastSuccess(`"${need.title}" permanently deleted`, 5000);
                  onClose();
                },
              })
            }
          >
            Delete permanently
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
