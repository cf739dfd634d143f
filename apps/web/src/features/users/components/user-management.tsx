import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { ROLES, ZRole, type TRole, type TUser } from '@staffing/domain';
import { useSession } from '../../../shared/session/index.ts';
import { StaleDataAlert } from '../../../shared/ui/stale-data-alert.tsx';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users.ts';
import { DeleteUserModal } from './delete-user-modal.tsx';
import { UserFormModal } from './user-form-modal.tsx';
import { UsersTable } from './users-table.tsx';
import { mapUserError } from '../utils/map-user-error.ts';

/** Search debounce of the users page, as for every list search (spec 000 §9). */
const SEARCH_DEBOUNCE_MS = 300;

type TEditing = { user: TUser | null } | null;

export function UserManagement() {
  const { user: me } = useSession();
  // ?search= (the command palette's user results) starts the page filtered.
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<TRole | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TUser | null>(null);

  const users = useUsers({ page, size: USERS_PAGE_SIZE, role, search: debouncedSearch });
  const items = users.data?.items ?? [];
  const pages = users.data?.pages ?? 1;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2}>User Management</Title>
          <Text c="dimmed" size="sm">
            {users.data
              ? `${users.data.total} user${users.data.total === 1 ? '' : 's'}`
              : 'Manage accounts and roles'}
          </Text>
        </div>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setEditing({ user: null })}>
          Add User
        </Button>
      </Group>

      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search users"
          placeholder="Search by name or email..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          aria-label="Filter by role"
          placeholder="All roles"
          clearable
          data={[...ROLES]}
          value={role}
          onChange={(value) => {
            const parsed = ZRole.safeParse(value);
            setRole(parsed.success ? parsed.data : null);
            setPage(1);
          }}
          w={180}
        />
      </Group>

      <StaleDataAlert query={users} />
      <Paper withBorder radius="md">
        {users.isPending ? (
          <Center p="xl">
            <Loader aria-label="Loading users" />
          </Center>
        ) : users.isLoadingError ? (
          <Alert color="red" m="md" role="alert">
            {mapUserError(users.error, 'Failed to load users').message}
          </Alert>
        ) : items.length === 0 ? (
          <Center p="xl">
            <Text c="dimmed">No users found</Text>
          </Center>
        ) : (
          <UsersTable
            users={items}
            currentUserId={me?.id}
            onEdit={(user) => setEditing({ user })}
            onDelete={setDeleting}
          />
        )}
      </Paper>

      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Users pages" />
        </Group>
      ) : null}

      <UserFormModal
        opened={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
