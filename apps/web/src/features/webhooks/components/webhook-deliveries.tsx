import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import type { TWebhookDelivery, TWebhookEndpoint } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries.ts';
import { useRedeliverWebhook } from '../api/redeliver-webhook.ts';
import { webhookKeys } from '../api/webhook-keys.ts';
import {
  DELIVERY_STATUS_COLORS,
  describeAttemptOutcome,
  describeDeliveryStatus,
  describeWebhookEvent,
} from '../utils/webhook-display.ts';
import { SectionPaper } from '../../../shared/ui/section-paper.tsx';
import { showFailureToast } from '../../../shared/ui/failure-toast.ts';

/** The deliveries of one endpoint, newest first, each with its attempts and a Redeliver button. */
export function WebhookDeliveries({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const queryClient = useQueryClient();
  const updatedAt = deliveries.dataUpdatedAt;
  // The endpoints table's "last delivery" follows what this list shows.
  useEffect(() => {
    if (updatedAt) void queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
  }, [updatedAt, queryClient]);
  return (
    <SectionPaper label={t('webhooks.deliveries.label')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('webhooks.deliveries.title', { url: endpoint.url })}
          </Title>
          {deliveries.isFetching ? (
            <Loader size="xs" aria-label={t('webhooks.deliveries.refreshing')} />
          ) : null}
        </Group>
        {deliveries.isError ? (
          <Alert color="red" role="alert">
            {getErrorMessage(deliveries.error, t('webhooks.deliveries.loadFailed'))}
          </Alert>
        ) : null}
        {deliveries.data && deliveries.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('webhooks.deliveries.empty')}
          </Text>
        ) : null}
        <Accordion variant="separated" multiple>
          {deliveries.data?.items.map((delivery) => (
            <DeliveryItem key={delivery.id} endpoint={endpoint} delivery={delivery} />
          ))}
        </Accordion>
        <ListPagination
          inline
          total={deliveries.data?.pages ?? 0}
          value={page}
          onChange={setPage}
          aria-label={t('webhooks.deliveries.pages')}
          withControlLabels
        />
      </Stack>
    </SectionPaper>
  );
}

function DeliveryItem({
  endpoint,
  delivery,
}: {
  endpoint: TWebhookEndpoint;
  delivery: TWebhookDelivery;
}) {
  const t = useT();
  const redeliver = useRedeliverWebhook();
  const onRedeliver = () =>
    redeliver.mutate(
      { endpointId: endpoint.id, deliveryId: delivery.id },
      {
        onSuccess: () =>
          notifications.show({
            color: 'blue',
            message: translate('webhooks.deliveries.redelivered'),
          }),
        onError: (error) =>
          showFailureToast(error, translate('webhooks.deliveries.redeliverFailed')),
      },
    );
  return (
    <Accordion.Item value={delivery.id} data-testid="webhook-delivery">
      <Accordion.Control>
        <Group gap="sm" wrap="wrap">
          <Badge variant="light" color={DELIVERY_STATUS_COLORS[delivery.status]}>
            {describeDeliveryStatus(delivery.status)}
          </Badge>
          <Text size="sm" fw={500}>
            {describeWebhookEvent(delivery.eventType)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(delivery.createdAt)} ·{' '}
            {t('webhooks.deliveries.attemptCount', { count: delivery.attemptCount })}
            {delivery.lastStatusCode !== null
              ? ` · ${t('webhooks.http', { code: String(delivery.lastStatusCode) })}`
              : ''}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text size="xs">
              <RichMessage
                id="webhooks.deliveries.messageId"
                values={{ id: delivery.id }}
                components={{ 0: <Code /> }}
              />
              {delivery.nextAttemptAt
                ? ` · ${t('webhooks.deliveries.nextAttempt', { date: formatDateTime(delivery.nextAttemptAt) })}`
                : ''}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={redeliver.isPending}
              onClick={onRedeliver}
            >
              {t('webhooks.deliveries.redeliver')}
            </Button>
          </Group>
          {delivery.lastError && delivery.status !== 'delivered' ? (
            <Text size="sm" c="red.8">
              {delivery.lastError}
            </Text>
          ) : null}
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label={t('webhooks.deliveries.attempts')} verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('webhooks.deliveries.time')}</Table.Th>
                  <Table.Th>{t('webhooks.deliveries.result')}</Table.Th>
                  <Table.Th>{t('webhooks.deliveries.duration')}</Table.Th>
                  <Table.Th>{t('webhooks.deliveries.response')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {delivery.attempts.map((attempt) => (
                  <Table.Tr key={attempt.number} data-testid="webhook-attempt">
                    <Table.Td>
                      {attempt.manual
                        ? t('webhooks.deliveries.byHand', { number: String(attempt.number) })
                        : attempt.number}
                    </Table.Td>
                    <Table.Td>{formatDateTime(attempt.attemptedAt)}</Table.Td>
                    <Table.Td>{describeAttemptOutcome(attempt)}</Table.Td>
                    <Table.Td>
                      {t('webhooks.deliveries.durationMs', { ms: String(attempt.durationMs) })}
                    </Table.Td>
                    <Table.Td style={{ maxWidth: 260 }}>
                      <Text
                        size="xs"
                        ff="monospace"
                        lineClamp={3}
                        style={{ wordBreak: 'break-all' }}
                      >
                        {attempt.responseExcerpt || '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <details>
            <summary>
              <Text span size="sm">
                {t('webhooks.deliveries.bodySent')}
              </Text>
            </summary>
            <ScrollArea.Autosize mah={240}>
              <Code block>{formatBody(delivery.body)}</Code>
            </ScrollArea.Autosize>
          </details>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function formatBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
