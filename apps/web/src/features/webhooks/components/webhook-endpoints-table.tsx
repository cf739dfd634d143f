import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { WEBHOOK_EVENT_LABELS, type TWebhookEndpoint } from '@staffing/domain';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import {
  DELIVERY_STATUS_COLORS,
  describeDeliveryStatus,
  describeWebhookEvent,
} from '../utils/webhook-display.ts';

type TProps = {
  endpoints: TWebhookEndpoint[];
  selectedId: string | null;
  onSelect: (endpoint: TWebhookEndpoint) => void;
  onEdit: (endpoint: TWebhookEndpoint) => void;
  onShowSecret: (endpoint: TWebhookEndpoint) => void;
  onSendTest: (endpoint: TWebhookEndpoint) => void;
  onEnable: (endpoint: TWebhookEndpoint) => void;
  onDelete: (endpoint: TWebhookEndpoint) => void;
};

export function WebhookEndpointsTable(props: TProps) {
  const { endpoints, selectedId } = props;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Webhook endpoints">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>URL</Table.Th>
            <Table.Th>Events</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last delivery</Table.Th>
            <Table.Th style={{ width: 150 }}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {endpoints.map((endpoint) => (
            <Table.Tr
              key={endpoint.id}
              data-testid="webhook-endpoint-row"
              aria-selected={endpoint.id === selectedId}
              bg={endpoint.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td style={{ maxWidth: 240 }}>
                <Stack gap={2}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    px={0}
                    onClick={() => props.onSelect(endpoint)}
                    aria-label={`Show the deliveries of ${endpoint.url}`}
                    style={{ maxWidth: '100%' }}
                  >
                    <Text size="sm" truncate>
                      {endpoint.url}
                    </Text>
                  </Button>
                  {endpoint.description ? (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {endpoint.description}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td style={{ minWidth: 170 }}>
                <Text size="sm">
                  {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')}
                </Text>
              </Table.Td>
              <Table.Td style={{ minWidth: 110, maxWidth: 240 }}>
                {endpoint.enabled ? (
                  <Badge color="green" variant="light">
                    Enabled
                  </Badge>
                ) : (
                  <Stack gap={4} align="flex-start">
                    <Badge color="red" variant="light">
                      Disabled
                    </Badge>
                    {endpoint.disabledReason ? (
                      <Text size="xs" c="red.8">
                        {endpoint.disabledReason}
                      </Text>
                    ) : null}
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => props.onEnable(endpoint)}
                    >
                      Enable again
                    </Button>
                  </Stack>
                )}
              </Table.Td>
              <Table.Td style={{ minWidth: 130 }}>
                {endpoint.lastDelivery ? (
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap">
                      <Badge
                        size="sm"
                        variant="light"
                        color={DELIVERY_STATUS_COLORS[endpoint.lastDelivery.status]}
                        // A narrow column squeezes the text beside it, never the status.
                        style={{ flexShrink: 0 }}
                      >
                        {describeDeliveryStatus(endpoint.lastDelivery.status)}
                      </Badge>
                      {endpoint.lastDelivery.lastStatusCode !== null ? (
                        <Text size="xs">HTTP {endpoint.lastDelivery.lastStatusCode}</Text>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {describeWebhookEvent(endpoint.lastDelivery.eventType)},{' '}
                      {formatDateTime(endpoint.lastDelivery.createdAt)}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    None yet
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Edit">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${endpoint.url}`}
                      onClick={() => props.onEdit(endpoint)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Signing secret">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Show the signing secret of ${endpoint.url}`}
                      onClick={() => props.onShowSecret(endpoint)}
                    >
                      <IconKey size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Send test event">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Send a test event to ${endpoint.url}`}
                      onClick={() => props.onSendTest(endpoint)}
                    >
                      <IconSend size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${endpoint.url}`}
                      onClick={() => props.onDelete(endpoint)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
