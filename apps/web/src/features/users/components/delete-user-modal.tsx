import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TUser } from '@staffing/domain';
import { mapUserError } from '../utils/map-user-error.ts';
import { useDeleteUser } from '../api/delete-user.ts';

type TDeleteUserModalProps = { user: TUser | null; onClose: () => void };

export function DeleteUserModal({ user, onClose }: TDeleteUserModalProps) {
  const deleteUser = useDeleteUser();
  const close = () => {
    deleteUser.reset();
    onClose();
  };

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title="Delete User"
      centered
      closeOnClickOutside={!deleteUser.isPending}
    >
      {user ? (
        <Stack gap="md">
          <Text>
            Are you sure you want to delete <strong>{user.name}</strong> ({user.email})? This action
            cannot be undone.
          </Text>
          {deleteUser.error ? (
            <Alert color="red" role="alert">
              {mapUserError(deleteUser.error, 'Failed to delete user').message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={close}
              disabled={deleteUser.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button
              color="red"
              loading={deleteUser.isPending}
              onClick={() =>
                deleteUser.mutate(user.id, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      message: `User "${user.name}" deleted successfully`,
                    });
                    close();
                  },
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
