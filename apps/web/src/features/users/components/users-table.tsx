import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { getInitials, type TRole, type TUser } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { DataTable } from '../../../shared/admin-ui/data-table.tsx';
import { RowAction } from '../../../shared/admin-ui/row-action.tsx';

const ROLE_COLORS: Record<TRole, string> = { Admin: 'red', Sales: 'blue', Recruiter: 'teal' };

type TUsersTableProps = {
  users: TUser[];
  currentUserId: string | undefined;
  onEdit: (user: TUser) => void;
  onDelete: (user: TUser) => void;
};

export function UsersTable({ users, currentUserId, onEdit, onDelete }: TUsersTableProps) {
  const t = useT();
  const isMe = (user: TUser) => user.id === currentUserId;
  return (
    <DataTable
      minWidth={560}
      striped
      highlightOnHover
      verticalSpacing="sm"
      rows={users}
      rowKey={(user) => user.id}
      columns={[
        {
          key: 'user',
          header: t('users.table.user'),
          cell: (user) => (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={user.avatarUrl || null} radius="xl" size="sm" color="blue">
                {getInitials(user.name)}
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {isMe(user) ? t('users.table.you', { name: user.name }) : user.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </Stack>
            </Group>
          ),
        },
        {
          key: 'role',
          header: t('users.table.role'),
          cell: (user) => (
            <Badge variant="light" color={ROLE_COLORS[user.role] ?? 'gray'}>
              {labelOf(t, 'role', user.role)}
            </Badge>
          ),
        },
        {
          key: 'created',
          header: t('users.table.created'),
          cell: (user) => <Text size="sm">{formatDate(user.createdAt)}</Text>,
        },
        {
          key: 'actions',
          header: t('users.table.actions'),
          th: { style: { width: 110 } },
          cell: (user) => (
            <Group gap={4} wrap="nowrap">
              <RowAction
                tooltip={t('users.table.editTooltip')}
                label={t('users.table.edit', { name: user.name })}
                icon={<IconPencil size={16} />}
                onClick={() => onEdit(user)}
              />
              {/* An admin cannot delete their own account: no button on their row. */}
              {isMe(user) ? null : (
                <RowAction
                  tooltip={t('users.table.deleteTooltip')}
                  label={t('users.table.delete', { name: user.name })}
                  color="red"
                  icon={<IconTrash size={16} />}
                  onClick={() => onDelete(user)}
                />
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
