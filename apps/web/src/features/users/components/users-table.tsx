import { ActionIcon, Avatar, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { getInitials, type TRole, type TUser } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';

const ROLE_COLORS: Record<TRole, string> = { Admin: 'red', Sales: 'blue', Recruiter: 'teal' };

type TUsersTableProps = {
  users: TUser[];
  currentUserId: string | undefined;
  onEdit: (user: TUser) => void;
  onDelete: (user: TUser) => void;
};

export function UsersTable({ users, currentUserId, onEdit, onDelete }: TUsersTableProps) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.table.user')}</Table.Th>
            <Table.Th>{t('users.table.role')}</Table.Th>
            <Table.Th>{t('users.table.created')}</Table.Th>
            <Table.Th style={{ width: 110 }}>{t('users.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const isMe = user.id === currentUserId;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={user.avatarUrl || null} radius="xl" size="sm" color="blue">
                      {getInitials(user.name)}
                    </Avatar>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {isMe ? t('users.table.you', { name: user.name }) : user.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {user.email}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={ROLE_COLORS[user.role] ?? 'gray'}>
                    {labelOf(t, 'role', user.role)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(user.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('users.table.editTooltip')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('users.table.edit', { name: user.name })}
                        onClick={() => onEdit(user)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    {/* An admin cannot delete their own account: no button on their row. */}
                    {isMe ? null : (
                      <Tooltip label={t('users.table.deleteTooltip')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('users.table.delete', { name: user.name })}
                          onClick={() => onDelete(user)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
