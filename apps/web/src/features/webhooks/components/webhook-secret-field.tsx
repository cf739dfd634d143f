import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n.ts';

/** The signing secret, with a button that copies it. */
export function WebhookSecretField({ secret }: { secret: string }) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code
        data-testid="webhook-secret"
        style={{ wordBreak: 'break-all', flex: 1 }}
        aria-label={t('webhooks.secret.label')}
      >
        {secret}
      </Code>
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}>
            <ActionIcon
              variant="light"
              color={copied ? 'green' : 'blue'}
              onClick={copy}
              aria-label={copied ? t('webhooks.secret.secretCopied') : t('webhooks.secret.copy')}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
