import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import type { TWebhookEndpoint } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
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
  const t = useT();
  const { endpoints, selectedId } = props;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('webhooks.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.table.url')}</Table.Th>
            <Table.Th>{t('webhooks.table.events')}</Table.Th>
            <Table.Th>{t('webhooks.table.status')}</Table.Th>
            <Table.Th>{t('webhooks.table.lastDelivery')}</Table.Th>
            <Table.Th style={{ width: 150 }}>{t('webhooks.table.actions')}</Table.Th>
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
                    aria-label={t('webhooks.table.showDeliveries', { url: endpoint.url })}
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
                <Text size="sm">{endpoint.events.map(describeWebhookEvent).join(', ')}</Text>
              </Table.Td>
              <Table.Td style={{ minWidth: 110, maxWidth: 240 }}>
                {endpoint.enabled ? (
                  <Badge color="green" variant="light">
                    {t('webhooks.table.enabled')}
                  </Badge>
                ) : (
                  <Stack gap={4} align="flex-start">
                    <Badge color="red" variant="light">
                      {t('webhooks.table.disabled')}
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
                      {t('webhooks.table.enableAgain')}
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
                        <Text size="xs">
                          {t('webhooks.http', {
                            code: String(endpoint.lastDelivery.lastStatusCode),
                          })}
                        </Text>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('webhooks.table.lastDeliveryWhen', {
                        event: describeWebhookEvent(endpoint.lastDelivery.eventType),
                        date: formatDateTime(endpoint.lastDelivery.createdAt),
                      })}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('webhooks.table.noneYet')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('webhooks.table.editTooltip')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('webhooks.table.edit', { url: endpoint.url })}
                      onClick={() => props.onEdit(endpoint)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('webhooks.table.secretTooltip')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('webhooks.table.showSecret', { url: endpoint.url })}
                      onClick={() => props.onShowSecret(endpoint)}
                    >
                      <IconKey size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('webhooks.table.testTooltip')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('webhooks.table.sendTest', { url: endpoint.url })}
                      onClick={() => props.onSendTest(endpoint)}
                    >
                      <IconSend size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('webhooks.table.deleteTooltip')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('webhooks.table.delete', { url: endpoint.url })}
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
