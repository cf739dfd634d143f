import { Alert, Loader, Modal, Stack, Text } from '@mantine/core';
import type { TWebhookEndpoint } from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useWebhookSecret } from '../api/get-webhook-secret.ts';
import { WebhookSecretField } from './webhook-secret-field.tsx';

/** Shows an endpoint's signing secret (read when opened; each reading is audited). */
export function WebhookSecretModal({
  endpoint,
  onClose,
}: {
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
}) {
  const secret = useWebhookSecret(endpoint?.id ?? '', endpoint !== null);
  return (
    <Modal opened={endpoint !== null} onClose={onClose} title="Signing secret" centered size="lg">
      <Stack>
        <Text size="sm">
          The receiver at <b>{endpoint?.url}</b> verifies each message with this secret
          (HMAC-SHA256, Standard Webhooks).
        </Text>
        {secret.isPending ? <Loader size="sm" aria-label="Loading the secret" /> : null}
        {secret.isError ? (
          <Alert color="red" role="alert">
            {getErrorMessage(secret.error, 'The secret could not be read')}
          </Alert>
        ) : null}
        {secret.data ? <WebhookSecretField secret={secret.data.secret} /> : null}
      </Stack>
    </Modal>
  );
}
