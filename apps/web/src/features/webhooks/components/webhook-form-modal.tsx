import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  ZCreateWebhookEndpoint,
  type TCreatedWebhookEndpoint,
  type TWebhookEndpoint,
  type TWebhookEventType,
} from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { WebhookSecretField } from './webhook-secret-field.tsx';

type TValues = { url: string; description: string; events: TWebhookEventType[]; enabled: boolean };

const validate = zodFormValidator<TValues>(ZCreateWebhookEndpoint);

type TProps = {
  opened: boolean;
  /** null: a new endpoint; otherwise the endpoint to edit. */
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
};

export function WebhookFormModal({ opened, endpoint, onClose }: TProps) {
  const [created, setCreated] = useState<TCreatedWebhookEndpoint | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  const title = created ? 'Endpoint registered' : endpoint ? 'Edit endpoint' : 'Add endpoint';
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg">
      {created ? (
        <Stack>
          <Text size="sm">
            Deliveries to <b>{created.url}</b> are signed with this secret. Keep it in the
            receiver&apos;s configuration to verify the <code>webhook-signature</code> header; an
            administrator can show it again from the endpoints table.
          </Text>
          <WebhookSecretField secret={created.secret} />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
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
    </Modal>
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
    const message = getErrorMessage(failure, 'The endpoint could not be saved');
    // URL refusals (https, private address, unknown host) belong beside the URL.
    if (/url|address|resolve|https?:\/\//i.test(message)) form.setFieldError('url', message);
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
          label="URL"
          description="The receiver's address, https:// (http:// only for localhost in development)"
          placeholder="https://example.com/webhooks/staffing"
          required
          maxLength={WEBHOOK_LIMITS.urlMax}
          data-autofocus
          {...form.getInputProps('url')}
        />
        <Textarea
          label="Description"
          placeholder="What this receiver does, who looks after it"
          autosize
          minRows={2}
          maxLength={WEBHOOK_LIMITS.descriptionMax}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group
          label="Events"
          description="Each chosen event is sent to this endpoint as it happens"
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
                    {WEBHOOK_EVENT_LABELS[type]}{' '}
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
          label="Enabled"
          description={
            endpoint && !endpoint.enabled
              ? 'Enabling it again starts its failure count from zero'
              : 'A disabled endpoint receives nothing until enabled'
          }
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {endpoint ? 'Save' : 'Add endpoint'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
