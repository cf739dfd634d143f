import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { TWebhookEndpoint } from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useWebhooks } from '../api/get-webhooks.ts';
import { useSendWebhookTest } from '../api/send-webhook-test.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookEndpointsTable } from './webhook-endpoints-table.tsx';
import { WebhookFormModal } from './webhook-form-modal.tsx';
import { WebhookSecretModal } from './webhook-secret-modal.tsx';

/**
 * Webhooks (Admin): the endpoints that receive signed events, and for the one selected (kept in
 * the URL as ?endpoint=) its deliveries with their attempts.
 */
export function WebhooksPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const webhooks = useWebhooks();
  const updateWebhook = useUpdateWebhook();
  const deleteWebhook = useDeleteWebhook();
  const sendTest = useSendWebhookTest();
  const [form, setForm] = useState<{ endpoint: TWebhookEndpoint | null } | null>(null);
  const [secretOf, setSecretOf] = useState<TWebhookEndpoint | null>(null);
  const [toDelete, setToDelete] = useState<TWebhookEndpoint | null>(null);

  const endpoints = webhooks.data?.items ?? [];
  const selectedId = searchParams.get('endpoint');
  const selected = endpoints.find((e) => e.id === selectedId) ?? null;
  const disabled = endpoints.filter((e) => !e.enabled);
  const select = (endpoint: TWebhookEndpoint) =>
    setSearchParams({ endpoint: endpoint.id }, { replace: true });

  const fail = (fallback: string) => (error: unknown) =>
    notifications.show({ color: 'red', message: getErrorMessage(error, fallback) });

  const enable = (endpoint: TWebhookEndpoint) =>
    updateWebhook.mutate(
      { id: endpoint.id, input: { enabled: true } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: `${endpoint.url} enabled` }),
        onError: fail('The endpoint could not be enabled'),
      },
    );
  const test = (endpoint: TWebhookEndpoint) =>
    sendTest.mutate(endpoint.id, {
      onSuccess: () => {
        select(endpoint);
        notifications.show({ color: 'blue', message: `Test event sent to ${endpoint.url}` });
      },
      onError: fail('The test event could not be sent'),
    });
  const confirmDelete = () => {
    if (!toDelete) return;
    deleteWebhook.mutate(toDelete.id, {
      onSuccess: () => {
        if (toDelete.id === selectedId) setSearchParams({}, { replace: true });
        setToDelete(null);
      },
      onError: fail('The endpoint could not be deleted'),
    });
  };

  return (
    <Stack p="md" gap="md" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>Webhooks</Title>
          <Text size="sm" c="dimmed">
            Other systems receive need, candidate, step and workflow events here, signed with each
            endpoint&apos;s secret and retried for about a day.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ endpoint: null })}>
          Add endpoint
        </Button>
      </Group>

      {disabled.length > 0 ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={16} />}
          title={
            disabled.length === 1
              ? '1 endpoint is disabled'
              : `${disabled.length} endpoints are disabled`
          }
          role="alert"
        >
          <Stack gap={2}>
            {disabled.map((e) => (
              <Text size="sm" key={e.id}>
                {e.url}: {e.disabledReason ?? 'Disabled'}
              </Text>
            ))}
            <Text size="sm">
              They receive nothing until enabled again; fix the receiver, send a test event, then
              enable it and redeliver what failed.
            </Text>
          </Stack>
        </Alert>
      ) : null}

      {webhooks.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading webhooks" />
        </Center>
      ) : webhooks.isError ? (
        <Alert color="red" role="alert">
          {getErrorMessage(webhooks.error, 'The webhooks could not be loaded')}
        </Alert>
      ) : endpoints.length === 0 ? (
        <Text c="dimmed">No endpoint yet. Add one to send events to another system.</Text>
      ) : (
        <WebhookEndpointsTable
          endpoints={endpoints}
          selectedId={selectedId}
          onSelect={select}
          onEdit={(endpoint) => setForm({ endpoint })}
          onShowSecret={setSecretOf}
          onSendTest={test}
          onEnable={enable}
          onDelete={setToDelete}
        />
      )}

      {selected ? <WebhookDeliveries key={selected.id} endpoint={selected} /> : null}

      <WebhookFormModal
        opened={form !== null}
        endpoint={form?.endpoint ?? null}
        onClose={() => setForm(null)}
      />
      <WebhookSecretModal endpoint={secretOf} onClose={() => setSecretOf(null)} />
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete endpoint"
        centered
      >
        <Stack>
          <Text size="sm">
            Delete <b>{toDelete?.url}</b> and its delivery history? Deliveries still waiting are not
            sent.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button color="red" loading={deleteWebhook.isPending} onClick={confirmDelete}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
