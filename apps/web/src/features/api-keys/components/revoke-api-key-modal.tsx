import type { TApiKey } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { ConfirmRowActionModal } from '../../../shared/admin-ui/confirm-row-action-modal.tsx';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';

type TRevokeApiKeyModalProps = { apiKey: TApiKey | null; onClose: () => void };

export function RevokeApiKeyModal({ apiKey, onClose }: TRevokeApiKeyModalProps) {
  const t = useT();
  const revoke = useRevokeApiKey();
  return (
    <ConfirmRowActionModal
      row={apiKey}
      mutation={revoke}
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
      doneMessage={(key) => translate('api-keys.revoke.done', { name: key.name })}
      failureMessage={(error) => getErrorMessage(error, t('api-keys.revoke.failed'))}
      onClose={onClose}
    />
  );
}
