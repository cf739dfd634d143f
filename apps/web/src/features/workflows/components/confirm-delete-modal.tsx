import { Button, Group, Modal, Text } from '@mantine/core';

/** Asks before a request is deleted; the delete itself is not undoable. */
export function ConfirmDeleteModal({
  name,
  opened,
  onConfirm,
  onClose,
}: {
  name: string;
  opened: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Delete workflow request" centered>
      <Text size="sm">
        Are you sure you want to delete the workflow request {name}? This action cannot be undone.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          data-autofocus
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
