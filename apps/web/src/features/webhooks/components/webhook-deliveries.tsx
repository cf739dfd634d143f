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
  Pagination,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import type { TWebhookDelivery, TWebhookEndpoint } from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
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

/** The deliveries of one endpoint, newest first, each with its attempts and a Redeliver button. */
export function WebhookDeliveries({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const queryClient = useQueryClient();
  const updatedAt = deliveries.dataUpdatedAt;
  // The endpoints table's "last delivery" follows what this list shows.
  useEffect(() => {
    if (updatedAt) void queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
  }, [updatedAt, queryClient]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Deliveries">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Deliveries to {endpoint.url}
          </Title>
          {deliveries.isFetching ? <Loader size="xs" aria-label="Refreshing" /> : null}
        </Group>
        {deliveries.isError ? (
          <Alert color="red" role="alert">
            {getErrorMessage(deliveries.error, 'The deliveries could not be loaded')}
          </Alert>
        ) : null}
        {deliveries.data && deliveries.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing sent yet. Deliveries appear here as the chosen events happen, or send a test
            event.
          </Text>
        ) : null}
        <Accordion variant="separated" multiple>
          {deliveries.data?.items.map((delivery) => (
            <DeliveryItem key={delivery.id} endpoint={endpoint} delivery={delivery} />
          ))}
        </Accordion>
        {deliveries.data && deliveries.data.pages > 1 ? (
          <Pagination
            total={deliveries.data.pages}
            value={page}
            onChange={setPage}
            aria-label="Deliveries pages"
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

function DeliveryItem({
  endpoint,
  delivery,
}: {
  endpoint: TWebhookEndpoint;
  delivery: TWebhookDelivery;
}) {
  const redeliver = useRedeliverWebhook();
  const onRedeliver = () =>
    redeliver.mutate(
      { endpointId: endpoint.id, deliveryId: delivery.id },
      {
        onSuccess: () =>
          notifications.show({ color: 'blue', message: 'Sent again with the same message id' }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: getErrorMessage(error, 'The delivery could not be sent again'),
          }),
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
            {formatDateTime(delivery.createdAt)} · {delivery.attemptCount}{' '}
            {delivery.attemptCount === 1 ? 'attempt' : 'attempts'}
            {delivery.lastStatusCode !== null ? ` · HTTP ${delivery.lastStatusCode}` : ''}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text size="xs">
              Message id <Code>{delivery.id}</Code>
              {delivery.nextAttemptAt
                ? ` · next attempt ${formatDateTime(delivery.nextAttemptAt)}`
                : ''}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={redeliver.isPending}
              onClick={onRedeliver}
            >
              Redeliver
            </Button>
          </Group>
          {delivery.lastError && delivery.status !== 'delivered' ? (
            <Text size="sm" c="red.8">
              {delivery.lastError}
            </Text>
          ) : null}
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label="Attempts" verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th>Response</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {delivery.attempts.map((attempt) => (
                  <Table.Tr key={attempt.number} data-testid="webhook-attempt">
                    <Table.Td>
                      {attempt.number}
                      {attempt.manual ? ' (by hand)' : ''}
                    </Table.Td>
                    <Table.Td>{formatDateTime(attempt.attemptedAt)}</Table.Td>
                    <Table.Td>{describeAttemptOutcome(attempt)}</Table.Td>
                    <Table.Td>{attempt.durationMs} ms</Table.Td>
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
                Body sent
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
