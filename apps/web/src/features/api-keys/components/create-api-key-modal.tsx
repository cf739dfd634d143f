import { useState } from 'react';
import {
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_ROLES,
  getApiKeyExpiry,
  ZCreateApiKey,
  type TApiKeyRole,
  type TCreatedApiKey,
} from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { getErrorMessage, isApiError } from '../../../shared/api/index.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { FormErrorAlert } from '../../../shared/admin-ui/form-error-alert.tsx';
import { FormActions } from '../../../shared/admin-ui/form-actions.tsx';
import { CopyTextButton } from '../../../shared/ui/copy-text-button.tsx';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { apiKeyRoleDescriptionKey, apiKeyRoleKey } from '../utils/api-key-labels.ts';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

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
  const t = useT();
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={created ? t('api-keys.create.copyTitle') : t('api-keys.create.title')}
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
    </AppModal>
  );
}

function CreateApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: TCreatedApiKey) => void;
  onCancel: () => void;
}) {
  const t = useT();
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
          const message = getErrorMessage(error, translate('api-keys.create.failed'));
          if (isApiError(error) && error.status === 409) form.setFieldError('name', message);
          else setBannerError(message);
        },
      },
    );
  };

  return (
    <form noValidate aria-label={t('api-keys.create.form')} onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="sm">
        <FormErrorAlert message={bannerError} />
        <TextInput
          label={t('api-keys.create.name')}
          description={t('api-keys.create.nameDescription')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Radio.Group label={t('api-keys.create.role')} withAsterisk {...form.getInputProps('role')}>
          <Stack gap="xs" mt="xs">
            {API_KEY_ROLES.map((role) => (
              <Radio
                key={role}
                value={role}
                label={t(apiKeyRoleKey(role))}
                description={t(apiKeyRoleDescriptionKey(role))}
              />
            ))}
          </Stack>
        </Radio.Group>
        <NativeSelect
          label={t('api-keys.create.expiresAfter')}
          withAsterisk
          data={API_KEY_EXPIRY_CHOICES.map((days) => ({
            value: String(days),
            label: t('api-keys.create.expiryChoice', {
              days,
              date: formatDate(getApiKeyExpiry(today, days)),
            }),
          }))}
          {...form.getInputProps('expiresInDays')}
        />
        <FormActions
          mt="sm"
          cancelLabel={t('api-keys.create.cancel')}
          submitLabel={t('api-keys.create.submit')}
          isPending={createApiKey.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

function ShowKeyOnce({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Alert color="yellow" icon={<IconAlertCircle size={18} />} role="status">
        {t('api-keys.create.showOnce')}
      </Alert>
      <Text size="sm">
        <RichMessage
          id="api-keys.create.summary"
          values={{
            name: created.name,
            role: t(apiKeyRoleKey(created.role)),
            date: formatDate(created.expiresAt),
          }}
          components={{ 0: <strong /> }}
        />
      </Text>
      <Code
        block
        aria-label={t('api-keys.create.newKey')}
        data-testid="new-api-key"
        style={{ wordBreak: 'break-all' }}
      >
        {created.key}
      </Code>
      <Text size="xs" c="dimmed">
        <RichMessage
          id="api-keys.create.sendAs"
          values={{ prefix: created.prefix }}
          components={{ 0: <Code /> }}
        />
      </Text>
      <Group justify="flex-end">
        <CopyTextButton
          value={created.key}
          label={t('api-keys.create.copy')}
          copiedLabel={t('api-keys.create.copied')}
        />
        <Button onClick={onDone}>{t('api-keys.create.done')}</Button>
      </Group>
    </Stack>
  );
}
