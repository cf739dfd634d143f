import { Badge, Code, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { TApiKey, TApiKeyStatus } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { DataTable } from '../../../shared/admin-ui/data-table.tsx';
import { RowAction } from '../../../shared/admin-ui/row-action.tsx';
import { apiKeyRoleKey, apiKeyStatusKey } from '../utils/api-key-labels.ts';
import { formatLastUsed } from '../utils/format-last-used.ts';

const STATUS_COLORS: Record<TApiKeyStatus, string> = {
  active: 'green',
  expired: 'orange',
  revoked: 'gray',
};

type TApiKeysTableProps = { keys: TApiKey[]; onRevoke: (key: TApiKey) => void };

export function ApiKeysTable({ keys, onRevoke }: TApiKeysTableProps) {
  const t = useT();
  // Eight columns: below this width the table scrolls sideways rather than squeezing them.
  return (
    <DataTable
      minWidth={920}
      striped
      highlightOnHover
      verticalSpacing="sm"
      rows={keys}
      rowKey={(key) => key.id}
      columns={[
        {
          key: 'name',
          header: t('api-keys.table.name'),
          cell: (key) => (
            <>
              <Text size="sm" fw={500}>
                {key.name}
              </Text>
              {key.createdBy ? (
                <Text size="xs" c="dimmed">
                  {t('api-keys.table.createdBy', { name: key.createdBy.name })}
                </Text>
              ) : null}
            </>
          ),
        },
        {
          key: 'role',
          header: t('api-keys.table.role'),
          cell: (key) => <Text size="sm">{t(apiKeyRoleKey(key.role))}</Text>,
        },
        {
          key: 'prefix',
          header: t('api-keys.table.key'),
          cell: (key) => <Code>{key.prefix}…</Code>,
        },
        {
          key: 'created',
          header: t('api-keys.table.created'),
          cell: (key) => <Text size="sm">{formatDate(key.createdAt)}</Text>,
        },
        {
          key: 'expires',
          header: t('api-keys.table.expires'),
          cell: (key) => <Text size="sm">{formatDate(key.expiresAt)}</Text>,
        },
        {
          key: 'lastUsed',
          header: t('api-keys.table.lastUsed'),
          cell: (key) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatLastUsed(key.lastUsedAt)}
            </Text>
          ),
        },
        {
          key: 'status',
          header: t('api-keys.table.status'),
          cell: (key) => (
            <Badge variant="light" color={STATUS_COLORS[key.status]}>
              {t(apiKeyStatusKey(key.status))}
            </Badge>
          ),
        },
        {
          key: 'actions',
          header: t('api-keys.table.actions'),
          th: { style: { width: 70 } },
          cell: (key) =>
            key.status === 'revoked' ? null : (
              <RowAction
                tooltip={t('api-keys.table.revokeTooltip')}
                label={t('api-keys.table.revoke', { name: key.name })}
                color="red"
                icon={<IconBan size={16} />}
                onClick={() => onRevoke(key)}
              />
            ),
        },
      ]}
    />
  );
}
