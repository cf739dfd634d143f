import type { TUser } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { ConfirmRowActionModal } from '../../../shared/admin-ui/confirm-row-action-modal.tsx';
import { mapUserError } from '../utils/map-user-error.ts';
import { useDeleteUser } from '../api/delete-user.ts';

type TDeleteUserModalProps = { user: TUser | null; onClose: () => void };

export function DeleteUserModal({ user, onClose }: TDeleteUserModalProps) {
  const t = useT();
  const deleteUser = useDeleteUser();
  return (
    <ConfirmRowActionModal
      row={user}
      mutation={deleteUser}
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
      doneMessage={(target) => translate('users.delete.done', { name: target.name })}
      failureMessage={(error) => mapUserError(error, t('users.delete.failed')).message}
      onClose={onClose}
    />
  );
}
