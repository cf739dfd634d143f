import { useState } from 'react';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_ROLE_DESCRIPTIONS,
  API_KEY_ROLE_LABELS,
  API_KEY_ROLES,
  getApiKeyExpiry,
  ZCreateApiKey,
  type TApiKeyRole,
  type TCreatedApiKey,
} from '@staffing/domain';
import { getErrorMessage, isApiError } from '../../../shared/api/index.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';

type TCreateApiKeyValues = { name: string; role: TApiKeyRole | ''; expiresInDays: string };

const validate = zodFormValidator<TCreateApiKeyValues>({
  safeParse: (values) => {
    const v = values as TCreateApiKeyValues;
    return ZCreateApiKey.safeParse({ ...v, expiresInDays: Number(v.expiresInDays) });
  },
});

type TCreateApiKeyModalProps = { opened: boolean; onClose: () => void };

/** Create, then show the key once: closing the dialog forgets it for good. */
export function CreateApiKeyModal({ opened, onClose }: TCreateApiKeyModalProps) {
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'Copy your API key' : 'Create API key'}
      centered
      size="lg"
      // The key must not vanish by a stray click before it is copied.
      closeOnClickOutside={!created}
    >
      {created ? (
        <ShowKeyOnce created={created} onDone={close} />
      ) : (
        <CreateApiKeyForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

function CreateApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: TCreatedApiKey) => void;
  onCancel: () => void;
}) {
  const createApiKey = useCreateApiKey();
  const [bannerError, setBannerError] = useState<string | null>(null);
  const form = useForm<TCreateApiKeyValues>({
    initialValues: { name: '', role: '', expiresInDays: '90' },
    validate,
  });
  const today = new Date();

  const handleSubmit = (values: TCreateApiKeyValues) => {
    setBannerError(null);
    createApiKey.mutate(
      {
        name: values.name.trim(),
        role: values.role as TApiKeyRole,
        expiresInDays: Number(values.expiresInDays),
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const message = getErrorMessage(error, 'Failed to create the API key');
          if (isApiError(error) && error.status === 409) form.setFieldError('name', message);
          else setBannerError(message);
        },
      },
    );
  };

  return (
    <form noValidate aria-label="Create API key" onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="sm">
        {bannerError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {bannerError}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          description="Who uses this key, e.g. the integration's name; its writes are recorded under it"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Radio.Group label="Role" withAsterisk {...form.getInputProps('role')}>
          <Stack gap="xs" mt="xs">
            {API_KEY_ROLES.map((role) => (
              <Radio
                key={role}
                value={role}
                label={API_KEY_ROLE_LABELS[role]}
                description={API_KEY_ROLE_DESCRIPTIONS[role]}
              />
            ))}
          </Stack>
        </Radio.Group>
        <NativeSelect
          label="Expires after"
          withAsterisk
          data={API_KEY_EXPIRY_CHOICES.map((days) => ({
            value: String(days),
            label: `${days} days (${formatDate(getApiKeyExpiry(today, days))})`,
          }))}
          {...form.getInputProps('expiresInDays')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={createApiKey.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={createApiKey.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ShowKeyOnce({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" icon={<IconAlertCircle size={18} />} role="status">
        Copy this key now and keep it somewhere safe: it will not be shown again. If it is lost,
        revoke it and create a new one.
      </Alert>
      <Text size="sm">
        Key <strong>{created.name}</strong> ({API_KEY_ROLE_LABELS[created.role]}), valid until{' '}
        {formatDate(created.expiresAt)}:
      </Text>
      <Code
        block
        aria-label="New API key"
        data-testid="new-api-key"
        style={{ wordBreak: 'break-all' }}
      >
        {created.key}
      </Code>
      <Text size="xs" c="dimmed">
        Send it as <Code>Authorization: Bearer {created.prefix}…</Code>
      </Text>
      <Group justify="flex-end">
        <CopyButton value={created.key}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : 'blue'}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy key'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
