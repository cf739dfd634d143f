import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The signing secret, with a button that copies it. */
export function WebhookSecretField({ secret }: { secret: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code
        data-testid="webhook-secret"
        style={{ wordBreak: 'break-all', flex: 1 }}
        aria-label="Signing secret"
      >
        {secret}
      </Code>
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy the secret'}>
            <ActionIcon
              variant="light"
              color={copied ? 'green' : 'blue'}
              onClick={copy}
              aria-label={copied ? 'Secret copied' : 'Copy the secret'}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
