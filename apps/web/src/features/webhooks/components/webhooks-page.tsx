import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { TWebhookEndpoint } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { QueryLoadStates } from '../../../shared/admin-ui/query-load-states.tsx';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useWebhooks } from '../api/get-webhooks.ts';
import { useSendWebhookTest } from '../api/send-webhook-test.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { EndpointUrlMessage } from './endpoint-url-message.tsx';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookEndpointsTable } from './webhook-endpoints-table.tsx';
import { WebhookFormModal } from './webhook-form-modal.tsx';
import { WebhookSecretModal } from './webhook-secret-modal.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';
import { showFailureToast } from '../../../shared/ui/failure-toast.ts';

/**
 * Webhooks (Admin): the endpoints that receive signed events, and for the one selected (kept in
 * the URL as ?endpoint=) its deliveries with their attempts.
 */
export function WebhooksPage() {
  const t = useT();
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

  const fail = (fallback: string) => (error: unknown) => showFailureToast(error, fallback);

  const enable = (endpoint: TWebhookEndpoint) =>
    updateWebhook.mutate(
      { id: endpoint.id, input: { enabled: true } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: translate('webhooks.page.enabled', { url: endpoint.url }),
          }),
        onError: fail(translate('webhooks.page.enableFailed')),
      },
    );
  const test = (endpoint: TWebhookEndpoint) =>
    sendTest.mutate(endpoint.id, {
      onSuccess: () => {
        select(endpoint);
        notifications.show({
          color: 'blue',
          message: translate('webhooks.page.testSent', { url: endpoint.url }),
        });
      },
      onError: fail(translate('webhooks.page.testFailed')),
    });
  const confirmDelete = () => {
    if (!toDelete) return;
    deleteWebhook.mutate(toDelete.id, {
      onSuccess: () => {
        if (toDelete.id === selectedId) setSearchParams({}, { replace: true });
        setToDelete(null);
      },
      onError: fail(translate('webhooks.page.deleteFailed')),
    });
  };

  return (
    <Stack p="md" gap="md" maw={1200} mx="auto">
      <PageHeader
        align="flex-end"
        title={t('webhooks.page.title')}
        description={t('webhooks.page.intro')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ endpoint: null })}>
            {t('webhooks.page.add')}
          </Button>
        }
      />

      {disabled.length > 0 ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={16} />}
          title={t('webhooks.page.disabledCount', { count: disabled.length })}
          role="alert"
        >
          <Stack gap={2}>
            {disabled.map((e) => (
              <Text size="sm" key={e.id}>
                {t('webhooks.page.disabledLine', {
                  url: e.url,
                  reason: e.disabledReason ?? t('webhooks.page.disabledFallback'),
                })}
              </Text>
            ))}
            <Text size="sm">{t('webhooks.page.disabledHelp')}</Text>
          </Stack>
        </Alert>
      ) : null}

      <QueryLoadStates
        query={webhooks}
        loadingLabel={t('webhooks.page.loading')}
        failedMessage={t('webhooks.page.loadFailed')}
        isEmpty={endpoints.length === 0}
        empty={t('webhooks.page.empty')}
      >
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
      </QueryLoadStates>

      {selected ? <WebhookDeliveries key={selected.id} endpoint={selected} /> : null}

      <WebhookFormModal
        opened={form !== null}
        endpoint={form?.endpoint ?? null}
        onClose={() => setForm(null)}
      />
      <WebhookSecretModal endpoint={secretOf} onClose={() => setSecretOf(null)} />
      <AppModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('webhooks.delete.title')}
        centered
      >
        <Stack>
          <EndpointUrlMessage id="webhooks.delete.confirm" url={toDelete?.url} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('webhooks.delete.cancel')}
            </Button>
            <Button color="red" loading={deleteWebhook.isPending} onClick={confirmDelete}>
              {t('webhooks.delete.submit')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}
