import { ActionIcon, Badge, Code, Table, Text, Tooltip } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import {
  API_KEY_ROLE_LABELS,
  API_KEY_STATUS_LABELS,
  type TApiKey,
  type TApiKeyStatus,
} from '@staffing/domain';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { formatLastUsed } from '../utils/format-last-used.ts';

const STATUS_COLORS: Record<TApiKeyStatus, string> = {
  active: 'green',
  expired: 'orange',
  revoked: 'gray',
};

type TApiKeysTableProps = { keys: TApiKey[]; onRevoke: (key: TApiKey) => void };

export function ApiKeysTable({ keys, onRevoke }: TApiKeysTableProps) {
  // Eight columns: below this width the table scrolls sideways rather than squeezing them.
  return (
    <Table.ScrollContainer minWidth={920}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th style={{ width: 70 }}>Actions</Table.Th>
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
                    by {key.createdBy.name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{API_KEY_ROLE_LABELS[key.role]}</Text>
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
                  {API_KEY_STATUS_LABELS[key.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {key.status === 'revoked' ? null : (
                  <Tooltip label="Revoke key">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Revoke ${key.name}`}
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
