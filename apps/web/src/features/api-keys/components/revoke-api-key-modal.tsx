import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TApiKey } from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';

type TRevokeApiKeyModalProps = { apiKey: TApiKey | null; onClose: () => void };

export function RevokeApiKeyModal({ apiKey, onClose }: TRevokeApiKeyModalProps) {
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Modal
      opened={apiKey !== null}
      onClose={close}
      title="Revoke API key"
      centered
      closeOnClickOutside={!revoke.isPending}
    >
      {apiKey ? (
        <Stack gap="md">
          <Text>
            Revoke <strong>{apiKey.name}</strong> ({apiKey.prefix}…)? Every request made with it
            will be refused at once. This cannot be undone; the key stays listed as revoked.
          </Text>
          {revoke.error ? (
            <Alert color="red" role="alert">
              {getErrorMessage(revoke.error, 'Failed to revoke the API key')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={revoke.isPending} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(apiKey.id, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      message: `API key "${apiKey.name}" revoked`,
                    });
                    close();
                  },
                })
              }
            >
              Revoke
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
