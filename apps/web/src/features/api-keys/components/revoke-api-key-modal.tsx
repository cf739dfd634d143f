import { notifications } from '@mantine/notifications';
import type { TApiKey } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { ConfirmActionModal } from '../../../shared/admin-ui/confirm-action-modal.tsx';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';

type TRevokeApiKeyModalProps = { apiKey: TApiKey | null; onClose: () => void };

export function RevokeApiKeyModal({ apiKey, onClose }: TRevokeApiKeyModalProps) {
  const t = useT();
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  const confirm = (key: TApiKey) =>
    revoke.mutate(key.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: translate('api-keys.revoke.done', { name: key.name }),
        });
        close();
      },
    });
  return (
    <ConfirmActionModal
      opened={apiKey !== null}
      title={t('api-keys.revoke.title')}
      message={
        <RichMessage
          id="api-keys.revoke.confirm"
          values={{ name: apiKey?.name ?? '', prefix: apiKey?.prefix ?? '' }}
          components={{ 0: <strong /> }}
        />
      }
      cancelLabel={t('api-keys.revoke.cancel')}
      confirmLabel={t('api-keys.revoke.submit')}
      isPending={revoke.isPending}
      errorMessage={
        revoke.error ? getErrorMessage(revoke.error, t('api-keys.revoke.failed')) : null
      }
      onConfirm={() => {
        if (apiKey) confirm(apiKey);
      }}
      onClose={close}
    />
  );
}
