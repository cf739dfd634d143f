import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TApiKey } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';

type TRevokeApiKeyModalProps = { apiKey: TApiKey | null; onClose: () => void };

export function RevokeApiKeyModal({ apiKey, onClose }: TRevokeApiKeyModalProps) {
  const t = useT();
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Modal
      opened={apiKey !== null}
      onClose={close}
      title={t('api-keys.revoke.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      closeOnClickOutside={!revoke.isPending}
    >
      {apiKey ? (
        <Stack gap="md">
          <Text>
            <RichMessage
              id="api-keys.revoke.confirm"
              values={{ name: apiKey.name, prefix: apiKey.prefix }}
              components={{ 0: <strong /> }}
            />
          </Text>
          {revoke.error ? (
            <Alert color="red" role="alert">
              {getErrorMessage(revoke.error, t('api-keys.revoke.failed'))}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={revoke.isPending} data-autofocus>
              {t('api-keys.revoke.cancel')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(apiKey.id, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      message: translate('api-keys.revoke.done', { name: apiKey.name }),
                    });
                    close();
                  },
                })
              }
            >
              {t('api-keys.revoke.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
