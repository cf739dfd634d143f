import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import type { TWebhookEndpoint } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { DataTable } from '../../../shared/admin-ui/data-table.tsx';
import { RowAction } from '../../../shared/admin-ui/row-action.tsx';
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

/** The buttons at the end of a row, in order; each calls the handler it names. */
const ROW_ACTIONS: {
  key: string;
  tooltipKey: TMessageKey;
  labelKey: TMessageKey;
  Icon: typeof IconPencil;
  color?: string;
  handler: 'onEdit' | 'onShowSecret' | 'onSendTest' | 'onDelete';
}[] = [
  {
    key: 'edit',
    tooltipKey: 'webhooks.table.editTooltip',
    labelKey: 'webhooks.table.edit',
    Icon: IconPencil,
    handler: 'onEdit',
  },
  {
    key: 'secret',
    tooltipKey: 'webhooks.table.secretTooltip',
    labelKey: 'webhooks.table.showSecret',
    Icon: IconKey,
    handler: 'onShowSecret',
  },
  {
    key: 'test',
    tooltipKey: 'webhooks.table.testTooltip',
    labelKey: 'webhooks.table.sendTest',
    Icon: IconSend,
    handler: 'onSendTest',
  },
  {
    key: 'delete',
    tooltipKey: 'webhooks.table.deleteTooltip',
    labelKey: 'webhooks.table.delete',
    Icon: IconTrash,
    color: 'red',
    handler: 'onDelete',
  },
];

export function WebhookEndpointsTable(props: TProps) {
  const t = useT();
  const { endpoints, selectedId } = props;
  return (
    <DataTable
      minWidth={720}
      verticalSpacing="sm"
      highlightOnHover
      aria-label={t('webhooks.table.label')}
      rows={endpoints}
      rowKey={(endpoint) => endpoint.id}
      rowProps={(endpoint) => ({
        'data-testid': 'webhook-endpoint-row',
        'aria-selected': endpoint.id === selectedId,
        bg: endpoint.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined,
      })}
      columns={[
        {
          key: 'url',
          header: t('webhooks.table.url'),
          td: { style: { maxWidth: 240 } },
          cell: (endpoint) => (
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
          ),
        },
        {
          key: 'events',
          header: t('webhooks.table.events'),
          td: { style: { minWidth: 170 } },
          cell: (endpoint) => (
            <Text size="sm">{endpoint.events.map(describeWebhookEvent).join(', ')}</Text>
          ),
        },
        {
          key: 'status',
          header: t('webhooks.table.status'),
          td: { style: { minWidth: 110, maxWidth: 240 } },
          cell: (endpoint) =>
            endpoint.enabled ? (
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
                <Button size="compact-xs" variant="light" onClick={() => props.onEnable(endpoint)}>
                  {t('webhooks.table.enableAgain')}
                </Button>
              </Stack>
            ),
        },
        {
          key: 'lastDelivery',
          header: t('webhooks.table.lastDelivery'),
          td: { style: { minWidth: 130 } },
          cell: (endpoint) =>
            endpoint.lastDelivery ? (
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
            ),
        },
        {
          key: 'actions',
          header: t('webhooks.table.actions'),
          th: { style: { width: 150 } },
          cell: (endpoint) => (
            <Group gap={4} wrap="nowrap">
              {ROW_ACTIONS.map(({ key, tooltipKey, labelKey, Icon, color, handler }) => (
                <RowAction
                  key={key}
                  tooltip={t(tooltipKey)}
                  label={t(labelKey, { url: endpoint.url })}
                  color={color}
                  icon={<Icon size={16} />}
                  onClick={() => props[handler](endpoint)}
                />
              ))}
            </Group>
          ),
        },
      ]}
    />
  );
}
