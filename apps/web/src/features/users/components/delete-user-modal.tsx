import { notifications } from '@mantine/notifications';
import type { TUser } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { ConfirmActionModal } from '../../../shared/admin-ui/confirm-action-modal.tsx';
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
  const confirm = (target: TUser) =>
    deleteUser.mutate(target.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: translate('users.delete.done', { name: target.name }),
        });
        close();
      },
    });

  return (
    <ConfirmActionModal
      opened={user !== null}
      title={t('users.delete.title')}
      message={
        <RichMessage
          id="users.delete.confirm"
          values={{ name: user?.name ?? '', email: user?.email ?? '' }}
          components={{ 0: <strong /> }}
        />
      }
      cancelLabel={t('users.delete.cancel')}
      confirmLabel={t('users.delete.submit')}
      isPending={deleteUser.isPending}
      errorMessage={
        deleteUser.error ? mapUserError(deleteUser.error, t('users.delete.failed')).message : null
      }
      onConfirm={() => {
        if (user) confirm(user);
      }}
      onClose={close}
    />
  );
}
