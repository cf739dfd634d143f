import { Alert, Loader, Stack } from '@mantine/core';
import type { TWebhookEndpoint } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useWebhookSecret } from '../api/get-webhook-secret.ts';
import { EndpointUrlMessage } from './endpoint-url-message.tsx';
import { WebhookSecretField } from './webhook-secret-field.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

/** Shows an endpoint's signing secret (read when opened; each reading is audited). */
export function WebhookSecretModal({
  endpoint,
  onClose,
}: {
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
}) {
  const t = useT();
  const secret = useWebhookSecret(endpoint?.id ?? '', endpoint !== null);
  return (
    <AppModal
      opened={endpoint !== null}
      onClose={onClose}
      title={t('webhooks.secret.title')}
      centered
      size="lg"
    >
      <Stack>
        <EndpointUrlMessage id="webhooks.secret.intro" url={endpoint?.url} />
        {secret.isPending ? <Loader size="sm" aria-label={t('webhooks.secret.loading')} /> : null}
        {secret.isError ? (
          <Alert color="red" role="alert">
            {getErrorMessage(secret.error, t('webhooks.secret.loadFailed'))}
          </Alert>
        ) : null}
        {secret.data ? <WebhookSecretField secret={secret.data.secret} /> : null}
      </Stack>
    </AppModal>
  );
}
