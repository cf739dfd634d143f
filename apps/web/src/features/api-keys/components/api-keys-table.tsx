import { ActionIcon, Badge, Code, Table, Text, Tooltip } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { TApiKey, TApiKeyStatus } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
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
    <Table.ScrollContainer minWidth={920}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('api-keys.table.name')}</Table.Th>
            <Table.Th>{t('api-keys.table.role')}</Table.Th>
            <Table.Th>{t('api-keys.table.key')}</Table.Th>
            <Table.Th>{t('api-keys.table.created')}</Table.Th>
            <Table.Th>{t('api-keys.table.expires')}</Table.Th>
            <Table.Th>{t('api-keys.table.lastUsed')}</Table.Th>
            <Table.Th>{t('api-keys.table.status')}</Table.Th>
            <Table.Th style={{ width: 70 }}>{t('api-keys.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {key.name}
                </Text>
                {key.createdBy ? (
                  <Text size="xs" c="dimmed">
                    {t('api-keys.table.createdBy', { name: key.createdBy.name })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(apiKeyRoleKey(key.role))}</Text>
              </Table.Td>
              <Table.Td>
                <Code>{key.prefix}…</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(key.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(key.expiresAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatLastUsed(key.lastUsedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[key.status]}>
                  {t(apiKeyStatusKey(key.status))}
                </Badge>
              </Table.Td>
              <Table.Td>
                {key.status === 'revoked' ? null : (
                  <Tooltip label={t('api-keys.table.revokeTooltip')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('api-keys.table.revoke', { name: key.name })}
                      onClick={() => onRevoke(key)}
                    >
                      <IconBan size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
