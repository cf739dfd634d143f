import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TUser } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { mapUserError } from '../utils/map-user-error.ts';
import { useDeleteUser } from '../api/delete-user.ts';

type TDeleteUserModalProps = { user: TUser | null; onClose: () => void };

export function DeleteUserModal({ user, onClose }: TDeleteUserModalProps) {
  const t = useT();
  const deleteUser = useDeleteUser();
  const close = () => {
    deleteUser.reset();
    onClose();
  };

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={t('users.delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      closeOnClickOutside={!deleteUser.isPending}
    >
      {user ? (
        <Stack gap="md">
          <Text>
            <RichMessage
              id="users.delete.confirm"
              values={{ name: user.name, email: user.email }}
              components={{ 0: <strong /> }}
            />
          </Text>
          {deleteUser.error ? (
            <Alert color="red" role="alert">
              {mapUserError(deleteUser.error, t('users.delete.failed')).message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={close}
              disabled={deleteUser.isPending}
              data-autofocus
            >
              {t('users.delete.cancel')}
            </Button>
            <Button
              color="red"
              loading={deleteUser.isPending}
              onClick={() =>
                deleteUser.mutate(user.id, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      message: translate('users.delete.done', { name: user.name }),
                    });
                    close();
                  },
                })
              }
            >
              {t('users.delete.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
