import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  ZCreateWebhookEndpoint,
  type TCreatedWebhookEndpoint,
  type TWebhookEndpoint,
  type TWebhookEventType,
} from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { FormActions } from '../../../shared/admin-ui/form-actions.tsx';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { describeWebhookEvent } from '../utils/webhook-display.ts';
import { WebhookSecretField } from './webhook-secret-field.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

type TValues = { url: string; description: string; events: TWebhookEventType[]; enabled: boolean };

const validate = zodFormValidator<TValues>(ZCreateWebhookEndpoint);

type TProps = {
  opened: boolean;
  /** null: a new endpoint; otherwise the endpoint to edit. */
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
};

export function WebhookFormModal({ opened, endpoint, onClose }: TProps) {
  const t = useT();
  const [created, setCreated] = useState<TCreatedWebhookEndpoint | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  const title = created
    ? t('webhooks.form.registeredTitle')
    : endpoint
      ? t('webhooks.form.editTitle')
      : t('webhooks.form.addTitle');
  return (
    <AppModal opened={opened} onClose={close} title={title} centered size="lg">
      {created ? (
        <Stack>
          <Text size="sm">
            <RichMessage
              id="webhooks.form.registered"
              values={{ url: created.url }}
              components={{ 0: <b />, 1: <code /> }}
            />
          </Text>
          <WebhookSecretField secret={created.secret} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('webhooks.form.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <WebhookForm
          key={endpoint?.id ?? 'new'}
          endpoint={endpoint}
          onCreated={setCreated}
          onDone={close}
        />
      )}
    </AppModal>
  );
}

function WebhookForm({
  endpoint,
  onCreated,
  onDone,
}: {
  endpoint: TWebhookEndpoint | null;
  onCreated: (created: TCreatedWebhookEndpoint) => void;
  onDone: () => void;
}) {
  const t = useT();
  const createWebhook = useCreateWebhook();
  const updateWebhook = useUpdateWebhook();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TValues>({
    initialValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['need.created'],
      enabled: endpoint?.enabled ?? true,
    },
    validate,
  });
  const isSaving = createWebhook.isPending || updateWebhook.isPending;

  const onFailure = (failure: unknown) => {
    const message = getErrorMessage(failure, translate('webhooks.form.saveFailed'));
    // URL refusals (https, private address, unknown host) belong beside the URL.
    if (/url|address|adresse|resolve|résou|https?:\/\//i.test(message))
      form.setFieldError('url', message);
    else setError(message);
  };

  const submit = (values: TValues) => {
    setError(null);
    const input = { ...values, url: values.url.trim(), description: values.description.trim() };
    if (endpoint)
      updateWebhook.mutate({ id: endpoint.id, input }, { onSuccess: onDone, onError: onFailure });
    else createWebhook.mutate(input, { onSuccess: onCreated, onError: onFailure });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlDescription')}
          placeholder={t('webhooks.form.urlPlaceholder')}
          required
          maxLength={WEBHOOK_LIMITS.urlMax}
          data-autofocus
          {...form.getInputProps('url')}
        />
        <Textarea
          label={t('webhooks.form.description')}
          placeholder={t('webhooks.form.descriptionPlaceholder')}
          autosize
          minRows={2}
          maxLength={WEBHOOK_LIMITS.descriptionMax}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group
          label={t('webhooks.form.events')}
          description={t('webhooks.form.eventsDescription')}
          required
          {...form.getInputProps('events')}
        >
          <Stack gap="xs" mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={
                  <>
                    {describeWebhookEvent(type)}{' '}
                    <Text span size="xs" c="dimmed">
                      ({type})
                    </Text>
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t('webhooks.form.enabled')}
          description={
            endpoint && !endpoint.enabled
              ? t('webhooks.form.enableAgainHint')
              : t('webhooks.form.disabledHint')
          }
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormActions
          cancelLabel={t('webhooks.form.cancel')}
          submitLabel={endpoint ? t('webhooks.form.save') : t('webhooks.form.submitAdd')}
          isPending={isSaving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
